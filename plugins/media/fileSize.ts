import { getConfig, queryOptions } from '@tessera/core';
import { sizeFromHead } from './size';

/**
 * A file's size in bytes, asked with HEAD (the answer's Content-Length, when it is surely the
 * file's): null when the server does not say. One entry per URL in the session's query cache, so
 * a row scrolled away and back asks once; a download puts the size it saw there too.
 */
export const fileSizeQuery = (url: string, mimeType: string) =>
  queryOptions({
    queryKey: ['media', 'size', url, mimeType],
    queryFn: async ({ signal }) => {
      const response = await fetch(url, { method: 'HEAD', signal, credentials: 'same-origin' });
      return sizeFromHead(response, mimeType) ?? null;
    },
    staleTime: Infinity,
    retry: false,
  });

/**
 * Whether to ask a file's size at all: only of files on this origin or the configured APIs' (the
 * policy lets the page call those; a file on another host would be a refused call, or a call to a
 * third party, for a line of detail).
 */
export function sizeable(url: string): boolean {
  try {
    const here = globalThis.location?.href ?? 'http://localhost/';
    const config = getConfig();
    const origins = [here, config.clientsApiUrl, config.messagesApiUrl].map((base) => new URL(base, here).origin);
    return origins.includes(new URL(url, here).origin);
  } catch {
    return false;
  }
}
