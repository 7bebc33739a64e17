import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { toApiError } from '../../../core/api/error';
import { requestPasswordReset } from '../../../core/session/password';
import { Button } from '../../../core/ui/Button';
import { FormTextField } from '../../../core/ui/FormTextField';
import { form } from '../pages.css';
import { AuthFrame } from '../AuthFrame';
import { DemoMailbox } from './DemoMailbox';
import { lead, link, successNotice } from './password.css';
import { type RecoverForm, recoverSchema } from './recoverSchema';
import { recoverErrorPlan } from './serverErrors';
import { focusOnMount } from './focusOnMount';
import { useShowErrorPlan } from './useShowErrorPlan';

/** /password-recover (spec 000 §2): one e-mail field; once sent, a success alert replaces the form. */
export default function PasswordRecoverPage() {
  const intl = useIntl();
  const slug = new URLSearchParams(useSearch()).get('slug') ?? undefined;
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, setError } = useForm<RecoverForm>({
    resolver: zodResolver(recoverSchema),
    defaultValues: { email: '' },
  });
  const showErrors = useShowErrorPlan(setError);

  const submit = handleSubmit(async ({ email }) => {
    setBusy(true);
    try {
      await requestPasswordReset(email, slug);
      setSent(email);
    } catch (error) {
      showErrors(recoverErrorPlan(toApiError(error)));
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthFrame title={<FormattedMessage id="password.recover.title" />}>
      {sent ? (
        // The form is gone: focus goes to what replaced it, so nobody is left on a vanished button.
        <div role="status" className={successNotice} tabIndex={-1} ref={focusOnMount}>
          <span>
            <FormattedMessage id="password.recover.sent" values={{ email: sent }} />
          </span>
          {/* The demo's mailbox: in the demo and in unit tests; production drops it (and its module). */}
          {(__TESSERA_DEMO__ || process.env.NODE_ENV === 'test') && <DemoMailbox />}
        </div>
      ) : (
        <>
          <p className={lead}>
            <FormattedMessage id="password.recover.lead" />
          </p>
          <form className={form} onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'password.recover.formLabel' })}>
            <FormTextField control={control} name="email" type="email" autoComplete="email" label={intl.formatMessage({ id: 'signin.email' })} />
            <Button type="submit" variant="primary" isDisabled={busy}>
              <FormattedMessage id={busy ? 'password.recover.submitting' : 'password.recover.submit'} />
            </Button>
          </form>
        </>
      )}
      <Link href={slug ? `/signin?slug=${encodeURIComponent(slug)}` : '/signin'} className={link}>
        <FormattedMessage id="password.backToSignIn" />
      </Link>
    </AuthFrame>
  );
}
