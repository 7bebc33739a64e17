import { defineSharedAction } from '../sync/sharedAction';
import { type Preferences, store } from './store';

type PreferenceChange = { [K in keyof Preferences]: { key: K; value: Preferences[K] } }[keyof Preferences];

const applyPreference = defineSharedAction('preferences/changed', (change: PreferenceChange) => {
  (store.preferences as unknown as Record<string, unknown>)[change.key] = change.value;
});

/** Changes a preference here and in every other window of the browser. */
export function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
  applyPreference({ key, value } as PreferenceChange);
}
