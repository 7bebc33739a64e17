import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { AuthFrame } from '../AuthFrame';
import { focusOnMount } from './focusOnMount';
import { NewPasswordForm } from './NewPasswordForm';
import { stateToken } from './navigationState';
import { lead, link, successNotice, warningNotice } from './password.css';

/** After the expired password is changed, the success message shows this long before /signin (spec 000 §2). */
export const EXPIRED_REDIRECT_MS = 2_500;

/**
 * /expire-password (spec 000 §2): the sign-in answered a change token instead of a session. The
 * token arrives in navigation state only, never in the address.
 */
export default function ExpirePasswordPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [token] = useState(stateToken);
  const [changed, setChanged] = useState(false);

  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => navigate('/signin', { replace: true }), EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [changed, navigate]);

  let body;
  if (changed) {
    body = (
      <div role="status" className={successNotice} tabIndex={-1} ref={focusOnMount}>
        <span>
          <FormattedMessage id="password.expired.done" />
        </span>
        <Link href="/signin" replace className={link}>
          <FormattedMessage id="password.signInNow" />
        </Link>
      </div>
    );
  } else if (token) {
    body = (
      <>
        <p className={lead}>
          <FormattedMessage id="password.expired.lead" />
        </p>
        <NewPasswordForm token={token} label={intl.formatMessage({ id: 'password.expired.formLabel' })} onChanged={() => setChanged(true)} />
        <Link href="/signin" className={link}>
          <FormattedMessage id="password.backToSignIn" />
        </Link>
      </>
    );
  } else {
    body = (
      <div role="alert" className={warningNotice}>
        <span>
          <FormattedMessage id="password.expired.noToken" />
        </span>
        <Link href="/signin" className={link}>
          <FormattedMessage id="password.backToSignIn" />
        </Link>
      </div>
    );
  }
  return <AuthFrame title={<FormattedMessage id="password.expired.title" />}>{body}</AuthFrame>;
}
