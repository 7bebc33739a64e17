import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { ApiError, toApiError } from '../../core/api/error';
import { notify } from '../../core/notify/notifier';
import { signIn } from '../../core/session/signIn';
import { readRememberedEmail } from '../../core/state/persistence';
import { Button } from '../../core/ui/Button';
import { Checkbox } from '../../core/ui/Checkbox';
import { FormTextField } from '../../core/ui/FormTextField';
import { Logo } from '../shell/Logo';
import { LanguageMenu, ThemeMenu } from '../shell/PreferenceMenus';
import { APP_VERSION, CLIENT_BUILD } from '../version';
import { DemoAccounts } from './DemoAccounts';
import { authCard, authPage, authTopBar, brand, copyright, form, logo } from './pages.css';
import { type SignInForm, signInSchema } from './signInSchema';
import { useServerText } from './useServerText';

const SNACKBAR_KEYS = new Set(['email', 'password']);

export default function SignInPage() {
  const intl = useIntl();
  const serverText = useServerText();
  const [, navigate] = useLocation();
  const slug = new URLSearchParams(useSearch()).get('slug') ?? undefined;
  const [busy, setBusy] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const remembered = readRememberedEmail();
  const { control, handleSubmit, setError, setValue } = useForm<SignInForm>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: remembered ?? '', password: '', rememberMe: !!remembered },
  });

  const showServerErrors = (error: ApiError) => {
    if (!error.fields.length) {
      notify.snackbar({ tone: 'error', text: serverText(error.message) });
      return;
    }
    for (const { key, value } of error.fields) {
      if (SNACKBAR_KEYS.has(key)) {
        notify.snackbar({ tone: 'error', text: serverText(value) });
      } else {
        notify.toast({ tone: 'error', text: serverText(value) });
        if (key === 'rememberMe') continue;
        setError(key as keyof SignInForm, { message: serverText(value) });
      }
    }
  };

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      const result = await signIn({ ...values, slug });
      if (result.kind === 'signedIn') navigate('/dashboard', { replace: true });
      else navigate('/expire-password', { state: { token: result.token } });
    } catch (error) {
      showServerErrors(toApiError(error));
    } finally {
      setBusy(false);
    }
  });

  return (
    <main className={authPage}>
      <div className={authTopBar}>
        <LanguageMenu />
        <ThemeMenu />
      </div>
      <div className={authCard}>
        <h1 className={brand}>
          <Logo className={logo} />
          Tessera
        </h1>
        <p>
          <FormattedMessage id="signin.subtitle" />
        </p>
        <form className={form} onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'signin.formLabel' })}>
          <FormTextField control={control} name="email" type="email" autoComplete="username" label={intl.formatMessage({ id: 'signin.email' })} />
          <FormTextField
            control={control}
            name="password"
            type="password"
            autoComplete="current-password"
            label={intl.formatMessage({ id: 'signin.password' })}
          />
          <Controller
            control={control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox isSelected={field.value} onChange={field.onChange}>
                <FormattedMessage id="signin.rememberMe" />
              </Checkbox>
            )}
          />
          <Button type="submit" variant="primary" isDisabled={busy} ref={submitRef}>
            {busy ? <FormattedMessage id="signin.submitting" /> : <FormattedMessage id="signin.submit" />}
          </Button>
        </form>
      </div>
      <DemoAccounts
        onUse={(email, password) => {
          setValue('email', email, { shouldValidate: true });
          setValue('password', password, { shouldValidate: true });
          // The form is filled: the keyboard goes to the one thing left to do.
          submitRef.current?.focus();
        }}
      />
      <p className={copyright}>
        <FormattedMessage
          id="signin.copyright"
          values={{ year: new Date().getFullYear(), version: APP_VERSION, build: CLIENT_BUILD }}
        />
      </p>
    </main>
  );
}
