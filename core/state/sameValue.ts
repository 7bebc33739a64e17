/**
 * Whether two JSON-like values (what the store holds: plain objects, arrays, strings, numbers...)
 * are the same, deeply. A key missing on one side equals `undefined` on the other, as in JSON.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameValue(item, other[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const key of Object.keys(left)) if (!sameValue(left[key], right[key])) return false;
  for (const key of Object.keys(right)) if (!(key in left) && right[key] !== undefined) return false;
  return true;
}
