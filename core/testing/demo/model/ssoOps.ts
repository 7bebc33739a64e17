import { findUser, type ModelContext } from './context';
import { openSession, type SessionBody } from './sessionOps';
import { keyedRecord, own } from './own';
import { DemoError, type DemoSsoGrant } from './types';

/**
 * The demo's identity provider (spec 000 §7 /auth/sso, /auth/token; §2 /signinSSO/{data}). The
 * demo IdP page mints, through the control API, a one-time authorization code (back to
 * /signin?code_authorization=) or a portal ticket (the bearer of POST /login). Both are single
 * use and short lived, as a real provider's are.
 */
const GRANT_TTL_MS = 5 * 60_000;
const KEPT_GRANTS = 30;

const invalidCode = () => new DemoError(401, 'code_authorization', 'Invalid request');
const invalidTicket = () => new DemoError(401, 'authorization', 'Invalid request');

function grants(ctx: ModelContext, kind: 'codes' | 'tickets'): Record<string, DemoSsoGrant> {
  const sso = (ctx.state.sso ??= { codes: keyedRecord(), tickets: keyedRecord() });
  return sso[kind];
}

function issue(ctx: ModelContext, kind: 'codes' | 'tickets', email: string, slug?: string): string {
  const user = ctx.state.users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase());
  if (!user) throw new DemoError(404, 'email', 'E-mail not found');
  const store = grants(ctx, kind);
  const id = `sso-${kind === 'codes' ? 'code' : 'ticket'}-${ctx.rng.hex(24)}`;
  store[id] = { userId: user.id, createdAt: ctx.now(), ...(slug ? { slug } : {}) };
  // Unused grants pile up (a page minted links nobody followed): keep the newest only.
  const ids = Object.keys(store);
  ids.slice(0, Math.max(0, ids.length - KEPT_GRANTS)).forEach((old) => delete store[old]);
  return id;
}

/** Takes a grant out (single use); undefined when unknown or expired. */
function redeem(ctx: ModelContext, kind: 'codes' | 'tickets', id: string): DemoSsoGrant | undefined {
  const store = grants(ctx, kind);
  const grant = own(store, id);
  delete store[id];
  if (!grant || ctx.now() - grant.createdAt > GRANT_TTL_MS) return undefined;
  return grant;
}

export function issueSsoCode(ctx: ModelContext, email: string, slug?: string): string {
  return issue(ctx, 'codes', email, slug);
}

/** POST /auth/token `{ code_authorization, slug }`: the session of the code's user. */
export function exchangeSsoCode(ctx: ModelContext, code: string, slug?: string): SessionBody {
  const grant = redeem(ctx, 'codes', code);
  if (!grant || (grant.slug && slug && grant.slug !== slug)) throw invalidCode();
  const user = findUser(ctx, grant.userId);
  if (!user) throw invalidCode();
  return openSession(ctx, user);
}

export function issueSsoTicket(ctx: ModelContext, email: string): string {
  return issue(ctx, 'tickets', email);
}

/** POST /login with `Authorization: Bearer <ticket>` (the /signinSSO/{data} landing). */
export function redeemSsoTicket(ctx: ModelContext, ticket: string): SessionBody {
  const grant = redeem(ctx, 'tickets', ticket);
  const user = grant && findUser(ctx, grant.userId);
  if (!user) throw invalidTicket();
  return openSession(ctx, user);
}
