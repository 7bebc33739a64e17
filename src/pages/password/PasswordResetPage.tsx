import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { notify } from '../../../core/notify/notifier';
import { AuthFrame } from '../AuthFrame';
import { NewPasswordForm } from './NewPasswordForm';
import { routeToken, stateToken } from './navigationState';
import { lead, link, warningNotice } from './password.css';

/**
 * /password-reset/{token} and /reset-password/{token} (spec 000 §2): a new password for the
 * account of the e-mailed link. The token comes from the route, or from navigation state when
 * the route has none. Success: the 'passwordUpdated' toast and back to sign-in.
 */
export default function PasswordResetPage({ token: param }: { token?: string | undefined }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const slug = new URLSearchParams(useSearch()).get('slug') ?? undefined;
  const [token] = useState(() => routeToken(param) ?? stateToken());

  return (
    <AuthFrame title={<FormattedMessage id="password.reset.title" />}>
      {token ? (
        <>
          <p className={lead}>
            <FormattedMessage id="password.reset.lead" />
          </p>
          <NewPasswordForm
            token={token}
            slug={slug}
            label={intl.formatMessage({ id: 'password.reset.title' })}
            onChanged={() => {
              notify.toast({ tone: 'success', text: { id: 'password.passwordUpdated' } });
              navigate('/signin', { replace: true });
            }}
          />
        </>
      ) : (
        <div role="alert" className={warningNotice}>
          <span>
            <FormattedMessage id="password.reset.noToken" />
          </span>
          <Link href="/password-recover" className={link}>
            <FormattedMessage id="password.reset.askAgain" />
          </Link>
        </div>
      )}
      <Link href="/signin" className={link}>
        <FormattedMessage id="password.backToSignIn" />
      </Link>
    </AuthFrame>
  );
}
