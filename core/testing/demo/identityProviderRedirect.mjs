/**
 * The demo's POST /auth/sso (spec 000 §7), server side. 'Sign in with SSO' is a browser form post,
 * a navigation, which msw's service worker does not intercept; so the dev server (rsbuild.config.ts,
 * demo mode only) and the test server (tests/support/staticServer.mjs) answer it here, the way an
 * SSO backend would: 303 to the identity provider, here the demo IdP page, with the form's
 * `client_slug` and `redirect_url`. Plain Node, no build step.
 */
export const DEMO_IDP_PATH = '/demo/sso';

const MAX_BODY = 16_384;

/** Answers a POST to a path ending in /auth/sso and returns true; anything else returns false. */
export function answerDemoSsoPost(req, res) {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method !== 'POST' || !path.endsWith('/auth/sso')) return false;
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => {
    raw += chunk;
    if (raw.length > MAX_BODY) {
      res.writeHead(413).end();
      req.destroy();
    }
  });
  req.on('end', () => {
    if (res.writableEnded) return;
    const form = new URLSearchParams(raw);
    const query = new URLSearchParams({ client_slug: form.get('client_slug') ?? '', redirect_url: form.get('redirect_url') ?? '' });
    res.writeHead(303, { location: `${DEMO_IDP_PATH}?${query}`, 'cache-control': 'no-store' });
    res.end();
  });
  return true;
}

/** The same as a connect middleware (rsbuild's server.setup). */
export function demoSsoMiddleware(req, res, next) {
  if (!answerDemoSsoPost(req, res)) next();
}
