import { bearer } from '../api/authorization';
import { call } from './apiCall';
import { endpoints, joinUrl } from '../api/endpoints';
import { getConfig } from '../config';
import type { LoginAnswer } from '../schemas';
import { loginEnvelope, type SignInResult, startSession } from './signIn';

/**
 * Single sign-on (spec 000 §2, §7). The browser leaves for the identity provider through a form
 * post to the SSO URL; the provider sends it back to /signin with `code_authorization` (or
 * `error_code`), which POST /auth/token turns into a session. A portal may instead link straight
 * to /signinSSO/{ticket}, whose ticket is the bearer of a POST /login.
 */

/** Where 'Sign in with SSO' posts `client_slug` and `redirect_url`. */
export function ssoFormUrl(): string {
  const config = getConfig();
  return config.ssoUrl ?? joinUrl(config.clientsApiUrl, endpoints.authSso().path);
}

/** Where the identity provider sends the browser back: this app's /signin, absolute. */
export function ssoRedirectUrl(origin: string = window.location.origin): string {
  return new URL('/signin', origin).href;
}

function settle(answer: LoginAnswer): SignInResult {
  if ('token' in answer) return { kind: 'passwordChangeRequired', token: answer.token };
  // SSO users typed no e-mail: remember the one the server vouched for.
  return { kind: 'signedIn', session: startSession(answer, answer.user.email) };
}

/** POST /auth/token: the provider's one-time code for a session. Throws ApiError on refusal. */
export async function completeSso(code: string, slug: string = getConfig().slug): Promise<SignInResult> {
  const body = { code_authorization: code, slug };
  return settle((await call('post', endpoints.authToken(), loginEnvelope, { body })).data.data);
}

/** POST /login with the portal's ticket as the bearer and nothing else. Throws ApiError on refusal. */
export async function signInWithTicket(ticket: string): Promise<SignInResult> {
  const headers = { Authorization: bearer(ticket) };
  return settle((await call('post', endpoints.login(), loginEnvelope, { headers })).data.data);
}
