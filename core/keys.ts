import { isMacPlatform, matchesChord, parseChord } from './keybindings/chord';

type KeyFields = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * Whether a key event is the chord `keys` ('alt+1', 'mod+shift+f'; 'mod' is Ctrl, Cmd on a Mac).
 * For a key handled inside a component (a list's own keys); a shortcut of the workspace registers
 * with the keybinding service instead (core/keybindings), which scopes it and reports conflicts.
 */
export function matchesKeys(event: KeyFields, keys: string, mac: boolean = isMacPlatform()): boolean {
  return matchesChord(event, parseChord(keys, undefined, mac));
}
