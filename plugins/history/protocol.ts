/**
 * The protocol search input (spec 001 §5): numeric only, minimum 0, step 1; below 0 is forced to
 * 0; empty does nothing. Plain string work, no pattern built from what the agent typed.
 */

const isDigit = (c: string) => c >= '0' && c <= '9';

/** What the field keeps of what was typed: digits only; a negative number becomes '0'. */
export function protocolInput(raw: string): string {
  const trimmed = raw.trim();
  // Whole numbers only (step 1): what follows a decimal point is dropped.
  const cut = Math.min(...['.', ','].map((sep) => (trimmed.includes(sep) ? trimmed.indexOf(sep) : trimmed.length)));
  const digits = [...trimmed.slice(0, cut)].filter(isDigit).join('');
  if (trimmed.startsWith('-') && digits !== '' && /[1-9]/.test(digits)) return '0';
  return digits;
}

/** The protocol to look for, or null when there is nothing to search (empty). */
export function protocolToSearch(value: string): string | null {
  const kept = protocolInput(value);
  return kept === '' ? null : kept;
}

/** One step up or down with the arrow keys, never below 0 (whole numbers only). */
export function protocolStep(value: string, delta: 1 | -1): string {
  const kept = protocolInput(value);
  if (kept === '') return delta > 0 ? '1' : '0';
  const next = BigInt(kept) + BigInt(delta);
  return next < 0n ? '0' : next.toString();
}

/** Same protocol, whatever zeros lead it ('00123' is protocol 123). */
export function sameProtocol(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  const strip = (s: string) => s.replace(/^0+(?=\d)/, '');
  return strip(a.trim()) === strip(b.trim());
}
