import { proxy } from 'valtio';

/** This window's shortcut help: open or not (each window opens its own). */
export const shortcutHelp = proxy({ open: false });

export function openShortcutHelp(): void {
  shortcutHelp.open = true;
}

export function closeShortcutHelp(): void {
  shortcutHelp.open = false;
}
