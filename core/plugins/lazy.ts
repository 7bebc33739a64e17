import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { LazyComponent } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a cache of components of every prop type
type AnyComponent = ComponentType<any>;
const cache = new Map<unknown, LazyExoticComponent<AnyComponent>>();

/** One React.lazy per loader, so a contribution's code is fetched once. */
export function lazyComponent<P>(loader: LazyComponent<P>): LazyExoticComponent<ComponentType<P>> {
  let component = cache.get(loader);
  if (!component) {
    component = lazy(loader as () => Promise<{ default: AnyComponent }>);
    cache.set(loader, component);
  }
  return component as LazyExoticComponent<ComponentType<P>>;
}

/** React.lazy remembers a failed import; a retry must start from a fresh one. */
export function forgetLazy(loader: unknown): void {
  cache.delete(loader);
}
