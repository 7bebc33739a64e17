import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { logger } from '../../../core/logger';
import { notify } from '../../../core/notify/notifier';
import { completeSso } from '../../../core/session/sso';
import { RedirectNotice } from './RedirectNotice';

/**
 * Back from the identity provider with `code_authorization`: POST /auth/token once (the code is
 * single use), a spinner meanwhile; then the workspace, or 'SSO login failed' and `onFailed`.
 */
export function SsoCompletion({ code, slug, onFailed }: { code: string; slug: string | undefined; onFailed: () => void }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const sent = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (sent.current === code) return;
    sent.current = code;
    completeSso(code, slug).then(
      (result) => {
        if (result.kind === 'signedIn') navigate('/dashboard', { replace: true });
        else navigate('/expire-password', { replace: true, state: { token: result.token } });
      },
      (error: unknown) => {
        logger.warn('[sso] the authorization code was refused', error);
        notify.toast({ tone: 'error', text: { id: 'sso.loginFailed' } });
        onFailed();
      },
    );
  }, [code, slug, navigate, onFailed]);

  return <RedirectNotice text={intl.formatMessage({ id: 'sso.completing' })} />;
}
