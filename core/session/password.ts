import * as z from 'zod/mini';
import { call } from './apiCall';
import { endpoints } from '../api/endpoints';
import { getConfig } from '../config';

// The spec shows no success body for either call: any 200 answer is a success.
const anyAnswer = z.unknown();

/**
 * POST /security/user/password-reset (spec 000 §7): asks the backend to e-mail a reset link.
 * Throws ApiError with the server's key/value list on failure.
 */
export async function requestPasswordReset(email: string, slug?: string): Promise<void> {
  await call('post', endpoints.passwordReset(), anyAnswer, { body: { email, slug: slug || getConfig().slug } });
}

export interface PasswordChange {
  password: string;
  /** The reset-link token or the change token of an expired sign-in: the bearer of this call. */
  token: string;
  slug?: string | undefined;
}

/**
 * POST /user/password-change (spec 000 §7) authorised by the given token, not by a session: the
 * user has none yet. 401 means the token is invalid or spent.
 */
export async function changePassword({ password, token, slug }: PasswordChange): Promise<void> {
  const authorization = /^Bearer /i.test(token) ? token : `Bearer ${token}`;
  await call('post', endpoints.passwordChange(), anyAnswer, {
    body: { password, slug: slug || getConfig().slug },
    headers: { Authorization: authorization },
  });
}
