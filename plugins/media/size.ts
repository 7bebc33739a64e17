/** A file's size as the spec shows documents: MB, bytes / 1,000,000, with 3 decimals (spec 001 §9), in the locale's digits. */
export function sizeInMb(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(bytes / 1_000_000);
}

/** The main part of a MIME type, lower case ('application/pdf' of 'application/pdf; charset=x'). */
const baseType = (type: string) => type.split(';')[0]!.trim().toLowerCase();

/**
 * The size a HEAD answer gives for a file of `mimeType`, or undefined when it says nothing sure:
 * not 2xx, no Content-Length, or a body of another type (a static server's index.html fallback
 * answering a path it does not have is not the file). No size is better than a wrong one.
 */
export function sizeFromHead(response: Pick<Response, 'ok' | 'headers'>, mimeType: string): number | undefined {
  if (!response.ok) return undefined;
  const length = response.headers.get('content-length');
  if (length === null || !/^\d+$/.test(length.trim())) return undefined;
  const type = response.headers.get('content-type');
  if (type && baseType(type) !== baseType(mimeType) && baseType(type) !== 'application/octet-stream') return undefined;
  return Number(length);
}
