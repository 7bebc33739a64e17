import { isSafeImageUrl, safeHref } from '@tessera/core';

/**
 * Where a file may be fetched from: http(s) only (untrusted content). An empty URL (our own file
 * message while it is still being sent) is no URL at all, not the page itself.
 */
export function fetchableUrl(url: string | undefined): string | undefined {
  if (!url || !url.trim()) return undefined;
  const href = safeHref(url);
  return href && /^https?:/i.test(href) ? href : undefined;
}

/** What an <img> may show: http(s) or a raster data URL; an empty URL is none. */
export function showableImage(url: string | undefined): string | undefined {
  if (!url || !url.trim() || !isSafeImageUrl(url)) return undefined;
  return url.startsWith('data:') ? url : safeHref(url);
}
