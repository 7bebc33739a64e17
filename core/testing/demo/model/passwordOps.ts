import { meetsPasswordRules } from '../../../session/passwordRules';
import { findUser, type ModelContext } from './context';
import { keyedRecord, own } from './own';
import { authenticate, login, type SessionBody, userForToken } from './sessionOps';
import { DemoError, type DemoPasswordToken, type DemoUser } from './types';

/**
 * Password reset and change (spec 000 §2, §5, §7). A password token authorises one change:
 * a reset link "mailed" by POST /security/user/password-reset, or the change token POST /login
 * answers while an account's password has expired. Changing the password spends it.
 */

export const PREVIOUS_PASSWORD = 'password must be different from the previous';
export const WEAK_PASSWORD = 'password does not follow the rules';
const KEPT_TOKENS = 20;

function issueToken(ctx: ModelContext, user: DemoUser, purpose: DemoPasswordToken['purpose']): string {
  const tokens = (ctx.state.passwordTokens ??= keyedRecord());
  const token = `pwd.${user.id}.${ctx.rng.hex(32)}`;
  tokens[token] = { userId: user.id, purpose, createdAt: ctx.now() };
  // Insertion order is issue order: drop the oldest so the stored state stays small.
  Object.keys(tokens)
    .slice(0, -KEPT_TOKENS)
    .forEach((old) => delete tokens[old]);
  return token;
}

/** POST /login: a change token while the password has expired, else the session. */
export function loginAnswer(ctx: ModelContext, email: string, password: string): SessionBody | { token: string } {
  const user = authenticate(ctx, email, password);
  if (user.passwordExpired) return { token: issueToken(ctx, user, 'expired') };
  return login(ctx, email, password);
}

/** POST /security/user/password-reset: unknown e-mails are refused on the 'e-mail' field. */
export function requestPasswordReset(ctx: ModelContext, email: string): string {
  const wanted = email.trim().toLowerCase();
  if (!wanted) throw new DemoError(400, 'e-mail', 'E-mail is required');
  const user = ctx.state.users.find((u) => u.email.toLowerCase() === wanted);
  if (!user) throw new DemoError(404, 'e-mail', 'E-mail not found');
  return issueToken(ctx, user, 'reset');
}

/** The newest reset link the demo "mailed", as an app path (the demo mailbox). */
export function lastPasswordResetLink(ctx: ModelContext): string | undefined {
  const tokens = Object.entries(ctx.state.passwordTokens ?? {}).filter(([, t]) => t.purpose === 'reset');
  const newest = tokens[tokens.length - 1];
  return newest ? `/password-reset/${encodeURIComponent(newest[0])}` : undefined;
}

/**
 * POST /user/password-change, authorised by a password token or by a live session (the
 * settings drawer). Refusals: 401 for any other bearer, 400 on the 'password' field for a
 * weak password or the current one.
 */
export function changePassword(ctx: ModelContext, bearer: string, password: string): void {
  const entry = own(ctx.state.passwordTokens, bearer);
  const user = entry ? findUser(ctx, entry.userId) : userForToken(ctx, bearer);
  if (!user) throw new DemoError(401, 'authorization', 'Invalid request');
  if (!meetsPasswordRules(password)) throw new DemoError(400, 'password', WEAK_PASSWORD);
  if (password === user.password) throw new DemoError(400, 'password', PREVIOUS_PASSWORD);
  user.password = password;
  delete user.passwordExpired;
  // A new password voids every link and change token the user still had.
  const tokens = ctx.state.passwordTokens ?? {};
  for (const [token, t] of Object.entries(tokens)) if (t.userId === user.id) delete tokens[token];
}
