/**
 * A keyed collection's own entry, never one it inherits: ids and tokens come from requests, and
 * `constructor`, `toString` or `__proto__` must name nothing rather than Object's methods.
 */
export function own<T>(collection: Record<string, T> | undefined, key: string): T | undefined {
  return collection && Object.hasOwn(collection, key) ? collection[key] : undefined;
}
