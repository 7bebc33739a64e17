import type { Snapshot } from 'valtio';
import type { Session, TesseraState } from './store';

/** The session as plugins see it: everything but the bearer tokens (calls go through the API clients). */
export type PublicSession = Omit<Session, 'authorization' | 'authorizationRA'>;

/** The store's shape as plugins see it. */
export type PublicState = Omit<TesseraState, 'session'> & { session: PublicSession | null };

/** Deeply read-only: a plugin writing the state does not compile. */
export type WorkspaceState = Snapshot<PublicState>;

const HIDDEN: ReadonlySet<PropertyKey> = new Set<PropertyKey>(['authorization', 'authorizationRA']);
const views = new WeakMap<object, object>();

function refuse(): never {
  throw new TypeError('The workspace state is read-only for plugins: change it through the core actions.');
}

const handler: ProxyHandler<object> = {
  get(target, key) {
    if (HIDDEN.has(key)) return undefined;
    const value: unknown = Reflect.get(target, key);
    return value !== null && typeof value === 'object' ? readonlyView(value) : value;
  },
  has: (target, key) => !HIDDEN.has(key) && Reflect.has(target, key),
  ownKeys: (target) => Reflect.ownKeys(target).filter((key) => !HIDDEN.has(key)),
  getOwnPropertyDescriptor(target, key) {
    if (HIDDEN.has(key)) return undefined;
    const descriptor = Reflect.getOwnPropertyDescriptor(target, key);
    // The view answers with views: a descriptor's value would hand out the writable original.
    if (descriptor && 'value' in descriptor && descriptor.value !== null && typeof descriptor.value === 'object') {
      return { ...descriptor, value: readonlyView(descriptor.value as object) };
    }
    return descriptor;
  },
  set: refuse,
  defineProperty: refuse,
  deleteProperty: refuse,
  setPrototypeOf: refuse,
};

/**
 * A live, read-only view of (a part of) the store, without the bearer tokens: what plugins get
 * as `ctx.state` and `workspaceState`. Reads see the current values; writes throw.
 */
export function readonlyView<T extends object>(target: T): T {
  let view = views.get(target);
  if (!view) {
    view = new Proxy(target, handler);
    views.set(target, view);
  }
  return view as T;
}
