import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { toApiError } from '../../core/api/error';
import { logger } from '../../core/logger';
import { notify } from '../../core/notify/notifier';
import { clearSession } from '../../core/session/signOut';
import { signInWithTicket } from '../../core/session/sso';
import { authCard, authPage } from './pages.css';
import { RedirectNotice } from './sso/RedirectNotice';

/** The landing waits this long for the ticket's answer before going on to the workspace anyway. */
export const SSO_LANDING_WAIT_MS = 1_000;

/**
 * /signinSSO/{data} (spec 000 §2): a portal's link with a ticket. Whoever was signed in here is
 * signed out, then POST /login with the ticket as the bearer; on success the session starts and
 * the workspace opens. After a second it goes to /dashboard regardless, whose guard sends a
 * visitor without a session to /signin.
 */
export default function SsoLandingPage({ data }: { data: string }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const sent = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (sent.current === data) return;
    sent.current = data;
    clearSession();
    signInWithTicket(data).then(
      (result) => {
        if (result.kind === 'signedIn') navigate('/dashboard', { replace: true });
        else navigate('/expire-password', { replace: true, state: { token: result.token } });
      },
      (error: unknown) => {
        const failure = toApiError(error);
        logger.warn('[sso] the portal ticket was refused', failure);
        // Only a server's answer is worth a toast; without one the guard's /signin says enough.
        if (failure.status !== undefined) notify.toast({ tone: 'error', text: { id: 'errors.generic' } });
      },
    );
  }, [data, navigate]);

  useEffect(() => {
    const timer = setTimeout(() => navigate('/dashboard', { replace: true }), SSO_LANDING_WAIT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <main className={authPage}>
      <div className={authCard}>
        <RedirectNotice text={intl.formatMessage({ id: 'sso.landing.redirecting' })} />
      </div>
    </main>
  );
}
