import { zodResolver } from '@hookform/resolvers/zod';
import { Button, changeOwnPassword, FormTextField, type NewPasswordForm, newPasswordSchema, notify, PasswordRules, workspaceState } from '@tessera/core';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { passwordFailure } from './passwordErrors';
import { form, section, sectionTitle } from './profile.css';

const schema = newPasswordSchema();

/** New password and its repeat, with the rule checklist; sent with the session's token. */
export function PasswordSection() {
  const intl = useIntl();
  const headingId = useId();
  const rulesId = useId();
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, setError, reset } = useForm<NewPasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', passwordRepeat: '' },
  });
  const typed = useWatch({ control, name: 'newPassword' });
  const t = (id: string) => intl.formatMessage({ id });

  const submit = handleSubmit(async ({ newPassword }) => {
    if (!workspaceState.session) return;
    setBusy(true);
    try {
      await changeOwnPassword(newPassword);
      reset();
      notify.toast({ tone: 'success', text: { id: 'profile.password.updated' } });
    } catch (error) {
      const failure = passwordFailure(error);
      if ('field' in failure) setError('newPassword', { message: failure.field }, { shouldFocus: true });
      else notify.toast({ tone: 'error', text: failure.toast });
    } finally {
      setBusy(false);
    }
  });

  return (
    <section className={section} aria-labelledby={headingId}>
      <h3 id={headingId} className={sectionTitle}>
        {t('profile.password.title')}
      </h3>
      <form className={form} onSubmit={submit} noValidate aria-labelledby={headingId}>
        <FormTextField control={control} name="newPassword" type="password" autoComplete="new-password" label={t('profile.password.new')} describedBy={rulesId} />
        <PasswordRules value={typed} id={rulesId} />
        <FormTextField control={control} name="passwordRepeat" type="password" autoComplete="new-password" label={t('profile.password.repeat')} />
        <Button type="submit" variant="primary" isPending={busy}>
          {t(busy ? 'profile.password.saving' : 'profile.password.save')}
        </Button>
      </form>
    </section>
  );
}
