import { FormattedMessage } from 'react-intl';
import { ssoFormUrl, ssoRedirectUrl } from '../../../core/session/sso';
import { Button } from '../../../core/ui/Button';
import { ssoForm } from './sso.css';

/**
 * 'Sign in with SSO': a real form post (spec 000 §7, POST /auth/sso `client_slug`, `redirect_url`),
 * because the server answers with a redirect the whole page must follow to the identity provider.
 */
export function SsoButton({ slug }: { slug: string }) {
  return (
    <form className={ssoForm} method="post" action={ssoFormUrl()}>
      <input type="hidden" name="client_slug" value={slug} />
      <input type="hidden" name="redirect_url" value={ssoRedirectUrl()} />
      <Button type="submit" variant="secondary">
        <FormattedMessage id="signin.sso" />
      </Button>
    </form>
  );
}
