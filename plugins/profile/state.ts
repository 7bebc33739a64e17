import { proxy } from '@tessera/core';

/** Whether this window shows the settings drawer ('profile.drawer'): made by the plugin's activate. */
export interface ProfileDrawer {
  readonly state: Readonly<{ open: boolean }>;
  open(): void;
  close(): void;
}

export function createProfileDrawer(): ProfileDrawer {
  const state = proxy({ open: false });
  return { state, open: () => void (state.open = true), close: () => void (state.open = false) };
}
