/**
 * What a page was handed through navigation state (`navigate(path, { state })`): the sign-in
 * page passes the change token of an expired password this way, never in the address.
 */
export function stateToken(): string | undefined {
  const state: unknown = typeof history === 'undefined' ? undefined : history.state;
  const token = state && typeof state === 'object' ? (state as { token?: unknown }).token : undefined;
  return typeof token === 'string' && token ? token : undefined;
}

/** A route's token as it was written in the link (percent-escapes undone). */
export function routeToken(param: string | undefined): string | undefined {
  if (!param) return undefined;
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}
