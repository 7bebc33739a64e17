import { BOUNDS } from '../../schemas/bounds';

/** Hosts that are this machine: a plugin author's local build may be served over plain http. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The address of a remote plugin's manifest, resolved against the workspace's own address: http
 * or https, https unless it is the workspace's own origin or this machine. Undefined when it is
 * none of those (an admin's typo, a `javascript:` address, plain http to another host).
 */
export function remoteAddress(address: string, base: string): URL | undefined {
  const text = address.trim();
  if (!text || text.length > BOUNDS.url) return undefined;
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  if (url.protocol === 'https:') return url;
  if (url.protocol !== 'http:') return undefined;
  return url.origin === new URL(base).origin || LOOPBACK.has(url.hostname) ? url : undefined;
}
