/**
 * Reads the expiry of a JWT without trusting it for anything else (the server verifies
 * tokens; the client only avoids starting a workspace on one that has already expired).
 */
export function tokenExpiry(token: string): number | undefined {
  const raw = token.replace(/^Bearer /i, '');
  const payload = raw.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** Valid: present, and, when it says when it expires, not expired yet. */
export function isTokenValid(token: string | undefined | null, now: number = Date.now()): token is string {
  if (!token) return false;
  const expiry = tokenExpiry(token);
  return expiry === undefined || expiry > now;
}
