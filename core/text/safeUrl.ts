const SAFE_LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const SAFE_IMAGE_DATA = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

function parse(url: string): URL | undefined {
  try {
    return new URL(url, typeof location === 'undefined' ? 'http://localhost' : location.href);
  } catch {
    return undefined;
  }
}

/** Untrusted content: a link is followed only for http, https, mailto and tel. */
export function safeHref(url: string): string | undefined {
  const parsed = parse(url);
  return parsed && SAFE_LINK_PROTOCOLS.has(parsed.protocol) ? parsed.href : undefined;
}

/** An image source from the server: http(s), or a data URL of a raster image (uploaded avatars). */
export function isSafeImageUrl(url: string): boolean {
  if (url.startsWith('data:')) return SAFE_IMAGE_DATA.test(url);
  const parsed = parse(url);
  return !!parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:');
}
