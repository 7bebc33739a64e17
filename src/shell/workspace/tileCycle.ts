import { keybindings, type KeybindingService, registerOrLog } from '../../../core/keybindings';

/**
 * F6 / Shift+F6 move the keyboard from tile to tile in the order the agent SEES them (left to
 * right, then top to bottom), whatever order the tiling library put them in the page.
 */
export function nextTile(tiles: readonly HTMLElement[], current: Element | null, backwards: boolean): HTMLElement | undefined {
  if (!tiles.length) return undefined;
  const ordered = [...tiles].sort((a, b) => {
    const ra = a.getBoundingClientRect();
    const rb = b.getBoundingClientRect();
    return ra.left - rb.left || ra.top - rb.top;
  });
  const at = ordered.findIndex((tile) => current && tile.contains(current));
  const step = backwards ? -1 : 1;
  const from = at === -1 ? (backwards ? 0 : -1) : at;
  return ordered[(from + step + ordered.length) % ordered.length];
}

const FOCUSABLE = 'textarea, input, [role="listbox"], [role="option"][tabindex="0"], button, [href], [tabindex="0"]';

/** Into a tile: its first control, or the tile itself. */
export function focusTile(tile: HTMLElement): void {
  const target = tile.querySelector<HTMLElement>(FOCUSABLE);
  (target ?? tile).focus();
}

/**
 * F6 and Shift+F6 as bindings of the shell (with the window's other keys, in the keybinding
 * service): from anywhere in the window, even a text field.
 */
export function registerTileCycling(service: KeybindingService = keybindings, root: Document = document): () => void {
  const cycle = (backwards: boolean) => () => {
    const tiles = [...root.querySelectorAll<HTMLElement>('section[data-tile]:not([hidden])')];
    const target = nextTile(tiles, root.activeElement, backwards);
    if (target) focusTile(target);
  };
  const forward = registerOrLog(service, { keys: 'f6', owner: 'shell', description: { id: 'keys.nextTile' }, run: cycle(false) });
  const back = registerOrLog(service, { keys: 'shift+f6', owner: 'shell', description: { id: 'keys.previousTile' }, run: cycle(true) });
  return () => {
    forward();
    back();
  };
}
