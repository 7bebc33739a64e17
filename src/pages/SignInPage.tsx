import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { ApiError, toApiError } from '../../core/api/error';
import { prepareCaptcha } from '../../core/captcha/provider';
import { getConfig } from '../../core/config';
import { notify } from '../../core/notify/notifier';
import { preloadApiClient } from '../../core/session/apiCall';
import { signIn } from '../../core/session/signIn';
import { readRememberedEmail } from '../../core/state/persistence';
import { Button } from '../../core/ui/Button';
import { AuthFrame } from './AuthFrame';
import { SignInCheckbox, SignInTextField } from './SignInFields';
import { form } from './pages.css';
import { forgotLink } from './sso/sso.css';
import { SsoButton } from './sso/SsoButton';
import { SsoCompletion } from './sso/SsoCompletion';
import { SsoErrorPanel } from './sso/SsoErrorPanel';
import { cleanSignInPath, readSignInQuery } from './sso/ssoQuery';
import { useServerText } from './useServerText';
import { useSignInForm } from './useSignInForm';

const SNACKBAR_KEYS = new Set(['email', 'password']);

// The demo's accounts: in the demo and in unit tests, in a chunk of their own, named as the demo's
// (the bench counts it as such); production drops them, and their module.
const DemoAccounts =
  __TESSERA_DEMO__ || process.env.NODE_ENV === 'test'
    ? lazy(() => import(/* webpackChunkName: "demo-accounts" */ './DemoAccounts').then((m) => ({ default: m.DemoAccounts })))
    : null;

export default function SignInPage() {
  const intl = useIntl();
  const serverText = useServerText();
  const [, navigate] = useLocation();
  const query = readSignInQuery(useSearch());
  const slug = query.slug;
  const [busy, setBusy] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const remembered = readRememberedEmail();
  // A plain form (useSignInForm), not react-hook-form: the sign-in loads as little as it can.
  const { values, errors, handleSubmit, setValue, setFocus, inputRef } = useSignInForm({
    email: remembered ?? '',
    password: '',
    rememberMe: !!remembered,
  });
  // Schema messages are message ids, shown in the agent's language.
  const errorText = (id: string | undefined) => (id && intl.messages[id] !== undefined ? intl.formatMessage({ id }) : id);
  // The keyboard starts where the agent types first: the e-mail, or the password when remembered.
  const showsForm = query.kind === 'form';
  useEffect(() => {
    if (showsForm) setFocus(remembered ? 'password' : 'email');
  }, [showsForm, remembered, setFocus]);

  // The captcha script starts loading while the agent types, so submitting does not wait for it.
  useEffect(() => prepareCaptcha(), []);

  // A refused SSO code: back to the form, the spent code out of the address.
  const showFormAgain = useCallback(() => navigate(cleanSignInPath(slug), { replace: true }), [navigate, slug]);

  const showServerErrors = (error: ApiError) => {
    if (!error.fields.length) {
      notify.snackbar({ tone: 'error', text: serverText(error.message) });
      return;
    }
    for (const { key, value } of error.fields) {
      if (SNACKBAR_KEYS.has(key)) {
        notify.snackbar({ tone: 'error', text: serverText(value) });
      } else {
        // Other keys (user, recaptcha_token...) name no field of this form: the toast is all.
        notify.toast({ tone: 'error', text: serverText(value) });
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
    <AuthFrame
      below={
        DemoAccounts &&
        query.kind === 'form' && (
          <Suspense fallback={null}>
            <DemoAccounts
              onUse={(email, password) => {
                setValue('email', email, { shouldValidate: true });
                setValue('password', password, { shouldValidate: true });
                // The form is filled: the keyboard goes to the one thing left to do.
                submitRef.current?.focus();
              }}
            />
          </Suspense>
        )
      }
    >
      <p>
        <FormattedMessage id="signin.subtitle" />
      </p>
      {query.kind === 'ssoError' ? (
        <SsoErrorPanel errorCode={query.errorCode} danger={query.danger} backTo={cleanSignInPath(slug)} />
      ) : query.kind === 'ssoCode' ? (
        <SsoCompletion code={query.code} slug={slug} onFailed={showFormAgain} />
      ) : (
        <>
          {/* The API client (axios) is not part of the page: it starts loading as the agent starts typing. */}
          <form className={form} onSubmit={submit} onInput={preloadApiClient} noValidate aria-label={intl.formatMessage({ id: 'signin.formLabel' })}>
            <SignInTextField
              name="email"
              type="email"
              autoComplete="username"
              label={intl.formatMessage({ id: 'signin.email' })}
              value={values.email}
              onChange={(value) => setValue('email', value)}
              inputRef={inputRef('email')}
              error={errorText(errors.email)}
            />
            <SignInTextField
              name="password"
              type="password"
              autoComplete="current-password"
              label={intl.formatMessage({ id: 'signin.password' })}
              value={values.password}
              onChange={(value) => setValue('password', value)}
              inputRef={inputRef('password')}
              error={errorText(errors.password)}
            />
            <SignInCheckbox checked={values.rememberMe} onChange={(checked) => setValue('rememberMe', checked)}>
              <FormattedMessage id="signin.rememberMe" />
            </SignInCheckbox>
            <Button type="submit" variant="primary" isDisabled={busy} ref={submitRef}>
              {busy ? <FormattedMessage id="signin.submitting" /> : <FormattedMessage id="signin.submit" />}
            </Button>
          </form>
          <SsoButton slug={slug ?? getConfig().slug} />
          <Link href="/password-recover" className={forgotLink}>
            <FormattedMessage id="signin.forgotPassword" />
          </Link>
        </>
      )}
    </AuthFrame>
  );
}
