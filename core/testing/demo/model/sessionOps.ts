import { keyedRecord, own } from './own';
import { DEMO_COMPANY } from './company';
import { featuresOf } from './features';
import { missingAccount, roleLabels, rolePermissions } from './accounts';
import { AVAILABILITY, availabilityTree, findAvailability } from './availability';
import { findUser, type ModelContext } from './context';
import { DemoError, type DemoUser } from './types';

/** Sign-in, tokens and availability. A token is valid while it is in state.sessions. */

const invalidCredentials = () => new DemoError(401, 'password', 'Invalid Credentials');

/** POST /login's `data.data`: the input of core's signedInSchema. */
export function sessionBody(ctx: ModelContext, user: DemoUser, token: string) {
  const publicUser = {
    id: user.id,
    name: user.name,
    nickname: user.nickname,
    url_avatar: user.avatarUrl ?? null,
    email: user.email,
    signalr: user.signalr,
    extra_matricula: user.extra_matricula,
    permissions_extra: { ...user.permissions_extra },
  };
  return {
    Authorization: token,
    AuthorizationRA: `ra.${token}`,
    availabilities: availabilityTree(user.availabilityId),
    features: featuresOf(ctx),
    company: { ...DEMO_COMPANY, slug: ctx.state.slug },
    permissions: [...rolePermissions[user.role], ...(user.admin ? rolePermissions.admin : [])],
    permissions_extra: { ...user.permissions_extra },
    profiles: [{ id: `prf-${user.role}`, name: roleLabels[user.role] }, ...(user.admin ? [{ id: 'prf-admin', name: roleLabels.admin }] : [])],
    // A real backend grants the admin pages the same way: a role named 'admin' (README).
    roles: [{ id: `role-${user.role}`, name: user.role }, ...(user.admin ? [{ id: 'role-admin', name: 'admin' }] : [])],
    user: publicUser,
  };
}
export type SessionBody = ReturnType<typeof sessionBody>;

/** Unknown e-mail and wrong password answer alike, so the demo leaks nothing either. */
export function authenticate(ctx: ModelContext, email: string, password: string): DemoUser {
  const added = missingAccount(ctx.state.users, email, AVAILABILITY.online, ctx.now());
  if (added) ctx.state.users.push(added);
  const user = ctx.state.users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase());
  if (!user || user.password !== password) throw invalidCredentials();
  if (user.scenario === 'accessDenied') throw new DemoError(403, 'user', 'Access denied, contact your supervisor');
  return user;
}

/** A session for the account; POST /login goes through passwordOps.loginAnswer (expired passwords). */
export function login(ctx: ModelContext, email: string, password: string): SessionBody {
  const user = authenticate(ctx, email, password);
  if (user.passwordExpired) throw new DemoError(403, 'password', 'Password expired');
  const token = `demo.${user.id}.${ctx.rng.hex(32)}`;
  ctx.state.sessions[token] = { userId: user.id, createdAt: ctx.now() };
  forgetOldSessions(ctx);
  return sessionBody(ctx, user, token);
}

/** A session for a user the identity provider vouched for (SSO code or portal ticket): no password, same refusals. */
export function openSession(ctx: ModelContext, user: DemoUser): SessionBody {
  if (user.scenario === 'accessDenied') throw new DemoError(403, 'user', 'Access denied, contact your supervisor');
  const token = `demo.${user.id}.${ctx.rng.hex(32)}`;
  ctx.state.sessions[token] = { userId: user.id, createdAt: ctx.now() };
  forgetOldSessions(ctx);
  return sessionBody(ctx, user, token);
}

/** Sessions never expire in the demo; keep only the newest so the stored state stays small. */
function forgetOldSessions(ctx: ModelContext, keep = 50): void {
  const entries = Object.entries(ctx.state.sessions).sort(([, a], [, b]) => b.createdAt - a.createdAt);
  entries.slice(keep).forEach(([token]) => delete ctx.state.sessions[token]);
}

export function userForToken(ctx: ModelContext, token: string): DemoUser | undefined {
  const session = own(ctx.state.sessions, token);
  return session ? findUser(ctx, session.userId) : undefined;
}

export function logout(ctx: ModelContext, token: string): void {
  delete ctx.state.sessions[token];
}

/** The server ends every session of the user; each window learns it at its next ping. */
export function endSessions(ctx: ModelContext, userId: string): void {
  for (const session of Object.values(ctx.state.sessions)) {
    if (session.userId === userId) session.ended = true;
  }
}

/** PATCH /user/lastping: the user's availability, or null once the server has ended the session. */
export function ping(ctx: ModelContext, token: string): string | null {
  const session = own(ctx.state.sessions, token);
  const user = session && findUser(ctx, session.userId);
  if (!session || !user) return null;
  if (session.ended) {
    revoke(ctx, token);
    return null;
  }
  return user.availabilityId;
}

const KEPT_REVOKED = 20;

/**
 * A token the server killed: refused everywhere except POST /user/events, so the app can still
 * report the forced logout that killed it.
 */
function revoke(ctx: ModelContext, token: string, reason?: string): void {
  const session = own(ctx.state.sessions, token);
  if (!session) return;
  delete ctx.state.sessions[token];
  const revoked = (ctx.state.revokedSessions ??= keyedRecord());
  const reasons = (ctx.state.revokedReasons ??= keyedRecord());
  revoked[token] = session.userId;
  if (reason) reasons[token] = reason;
  const tokens = Object.keys(revoked);
  tokens.slice(0, Math.max(0, tokens.length - KEPT_REVOKED)).forEach((old) => {
    delete revoked[old];
    delete reasons[old];
  });
}

/** Why the server killed a token, if it says: the key of the 401 its calls then get. */
export function revocationReason(ctx: ModelContext, token: string): string | undefined {
  return own(ctx.state.revokedReasons, token);
}

/** Who may report a session event with this token: a live session's user, or a revoked one's. */
export function eventReporter(ctx: ModelContext, token: string) {
  const userId = own(ctx.state.sessions, token)?.userId ?? own(ctx.state.revokedSessions, token);
  return userId ? findUser(ctx, userId) : undefined;
}

const KEPT_USER_EVENTS = 50;

/** POST /user/events: kept so the demo (and its tests) can show what the app reported. */
export function recordUserEvent(ctx: ModelContext, userId: string, body: Record<string, unknown>): void {
  const events = (ctx.state.userEvents ??= []);
  events.push({
    userId,
    event: String(body.event ?? ''),
    version: String(body.version ?? ''),
    timestamp: String(body.timestamp ?? ''),
    payload: body.payload ?? null,
  });
  events.splice(0, Math.max(0, events.length - KEPT_USER_EVENTS));
}

/** The user who signed in last: the one the simulation and control bring conversations to. */
export function currentUserId(ctx: ModelContext): string | undefined {
  const sessions = Object.values(ctx.state.sessions);
  sessions.sort((a, b) => b.createdAt - a.createdAt);
  return sessions[0]?.userId;
}

export function setAvailability(ctx: ModelContext, userId: string, availabilityId: string): string {
  const user = findUser(ctx, userId);
  if (!user) throw new DemoError(404, 'user', 'User not found');
  if (!findAvailability(availabilityId)) throw new DemoError(400, 'availability_id', 'Invalid availability');
  if (ctx.state.switches.availabilityFails) throw new DemoError(500, 'server', 'Unavailable service');
  if (user.availabilityId !== availabilityId) {
    user.availabilityId = availabilityId;
    user.availabilitySince = ctx.now();
  }
  ctx.emit({ userId, event: 'changeAvailability', payload: { availability_id: availabilityId } });
  return availabilityId;
}

/** A manager signs the user out: every token of theirs dies and their windows are told. */
export function logoutByManager(ctx: ModelContext, userId: string, reason?: string): void {
  for (const [token, session] of Object.entries(ctx.state.sessions)) {
    if (session.userId === userId) revoke(ctx, token, 'logoutByManager');
  }
  ctx.emit({ userId, event: 'logoutByManager', payload: reason ? { reason } : {} });
}
