/**
 * A collection keyed by values that come from data (conversation ids, plugin ids, tokens): an
 * object without a prototype, so `constructor`, `toString`, `hasOwnProperty` or `valueOf` name only
 * what was put under them, and `__proto__` is a key like any other (on an ordinary object, writing
 * it replaces the object's prototype instead, and valtio's proxy would then lose the entry).
 * valtio keeps the missing prototype through its proxies and snapshots, so the store holds one as
 * it holds any object.
 *
 * Build one only here: `{ ...keyed }`, `Object.assign({}, keyed)`, JSON.parse or a structured
 * clone make an ordinary object again, which must come back through `keyedRecord` before it is
 * written to by key or handed to the store.
 */
export function keyedRecord<T>(entries?: Readonly<Record<string, T>> | Iterable<readonly [string, T]> | null): Record<string, T> {
  const record = Object.create(null) as Record<string, T>;
  if (!entries) return record;
  const pairs = Symbol.iterator in entries ? (entries as Iterable<readonly [string, T]>) : Object.entries(entries as Record<string, T>);
  // On an object without a prototype, `record['__proto__'] = value` makes an own property.
  for (const [key, value] of pairs) record[key] = value;
  return record;
}

/** Whether `value` is already a keyed record (no prototype): it can be kept as it is. */
export function isKeyedRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === null;
}

/** `value` as a keyed record: kept when it already is one, rebuilt otherwise (undefined or null give an empty one). */
export function asKeyedRecord<T>(value: Readonly<Record<string, T>> | null | undefined): Record<string, T> {
  return isKeyedRecord(value) ? (value as Record<string, T>) : keyedRecord(value);
}
