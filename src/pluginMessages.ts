import { useSyncExternalStore } from 'react';
import type { PluginMessages } from '../core/i18n/messages';

type Tables = readonly PluginMessages[];

/**
 * The plugins' messages, for the app-wide <I18nProvider>. The plugins (and their messages) load
 * with the workspace, not with the sign-in: the workspace entry provides them when it loads, and
 * from then on every notice a plugin raises is translated, on any page.
 */
let tables: Tables = [];
const listeners = new Set<() => void>();

export function providePluginMessages(next: Tables): void {
  if (next === tables) return;
  tables = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function usePluginMessages(): Tables {
  return useSyncExternalStore(subscribe, () => tables);
}
