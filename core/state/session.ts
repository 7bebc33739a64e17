import type { Feature } from '../schemas';
import { defineSharedAction } from '../sync/sharedAction';
import { sameValue } from './sameValue';
import { store } from './store';

/** Feature flags of the signed-in company ('Tab', 'Insight', ...). */
export function featureOf(name: string, features: readonly Feature[] | undefined = store.session?.features): Feature | undefined {
  return features?.find((f) => f.name === name);
}

export function isFeatureActive(name: string): boolean {
  return featureOf(name)?.active === true;
}

/** Tabulation is required only when the Tab feature is active and required (spec 001 §6). */
export function isTabRequired(): boolean {
  const tab = featureOf('Tab');
  return tab?.active === true && tab.required === true;
}

/**
 * The company changed its features while the agent works (the hub's featuresChanged): gates
 * ('Tab' required, 'Insight'...) follow at once, without signing in again.
 */
export const featuresChanged = defineSharedAction('session/featuresChanged', (features: Feature[]) => {
  // The server says so on every (re)connection: the same features change nothing (no gate re-runs).
  if (store.session && !sameValue(store.session.features, features)) store.session.features = features;
});
