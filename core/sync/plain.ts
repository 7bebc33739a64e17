/**
 * A deep plain copy of store data. Store objects are valtio proxies, which cannot cross a
 * BroadcastChannel; anything taken from the store and handed to a shared action goes through here.
 */
export function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
