const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Consumer content is untrusted: a link is followed only for http, https, mailto and tel. */
export function safeHref(url: string): string | undefined {
  try {
    const parsed = new URL(url, typeof location === 'undefined' ? 'http://localhost' : location.href);
    return SAFE_PROTOCOLS.has(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
