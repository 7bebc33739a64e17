const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

type KeyFields = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** Whether a key event is the chord `keys` ('alt+1', 'mod+shift+f'; 'mod' is Ctrl, Cmd on a Mac). */
export function matchesKeys(event: KeyFields, keys: string, mac: boolean = isMac): boolean {
  const parts = keys.toLowerCase().split('+');
  const key = parts.pop();
  const wants = new Set(parts);
  const ctrl = wants.has('ctrl') || (wants.has('mod') && !mac);
  const meta = wants.has('meta') || (wants.has('mod') && mac);
  if (event.ctrlKey !== ctrl || event.metaKey !== meta) return false;
  if (event.altKey !== wants.has('alt') || event.shiftKey !== wants.has('shift')) return false;
  // event.code keeps alt+digit working on layouts where Alt changes the character.
  const code = event.code.toLowerCase();
  return event.key.toLowerCase() === key || code === `digit${key}` || code === `key${key}`;
}
