import { keybindings, type KeybindingService, registerOrLog } from '../../../core/keybindings';

/**
 * F6 / Shift+F6 move the keyboard from tile to tile in the order the agent SEES them (left to
 * right, then top to bottom), whatever order the tiling library put them in the page.
 */
export function nextTile(tiles: readonly HTMLElement[], current: Element | null, backwards: boolean): HTMLElement | undefined {
  if (!tiles.length) return undefined;
  const ordered = inScreenOrder(tiles);
  const at = ordered.findIndex((tile) => current && tile.contains(current));
  const step = backwards ? -1 : 1;
  const from = at === -1 ? (backwards ? 0 : -1) : at;
  return ordered[(from + step + ordered.length) % ordered.length];
}

/** Lefts closer than this are one column (a split bar sits a few pixels left of the tiles beside it). */
const SAME_COLUMN_PX = 8;

/** Left to right, then top to bottom: the order the agent reads the tiles (and the bars between them) in. */
export function inScreenOrder<T extends Element>(tiles: readonly T[]): T[] {
  const rects = new Map(tiles.map((tile) => [tile, tile.getBoundingClientRect()]));
  return [...tiles].sort((a, b) => {
    const ra = rects.get(a)!;
    const rb = rects.get(b)!;
    return Math.abs(ra.left - rb.left) >= SAME_COLUMN_PX ? ra.left - rb.left : ra.top - rb.top;
  });
}

/** The tile the keyboard goes to when `closing` closes: the next one on screen, else the one before. */
export function tileAfterClosing(tiles: readonly HTMLElement[], closing: HTMLElement): HTMLElement | undefined {
  const ordered = inScreenOrder(tiles);
  const at = ordered.indexOf(closing);
  if (at === -1) return undefined;
  return ordered[at + 1] ?? ordered[at - 1];
}

const FOCUSABLE = 'textarea, input, [role="listbox"], [role="option"][tabindex="0"], button, [href], [tabindex="0"]';

/** Into a tile: its first control, or the tile itself. */
export function focusTile(tile: HTMLElement): void {
  const target = tile.querySelector<HTMLElement>(FOCUSABLE);
  (target ?? tile).focus();
}

const shownTiles = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('section[data-tile]:not([hidden])')];

/**
 * Closes a tile and keeps the keyboard in the workspace: on the next tile on screen (the one
 * before when it was the last), or on the Layout menu (which reopens tiles) when none is left.
 * Only when the focus was lost with the tile (it was on its close button or inside it).
 */
export function closeKeepingFocus(tileId: string, close: () => void, root: Document = document): void {
  const tiles = shownTiles(root);
  const closing = tiles.find((tile) => tile.dataset.tile === tileId);
  const nextId = closing ? tileAfterClosing(tiles, closing)?.dataset.tile : undefined;
  close();
  requestAnimationFrame(() => {
    const active = root.activeElement;
    if (active && active !== root.body && active.isConnected) return;
    const next = nextId ? shownTiles(root).find((tile) => tile.dataset.tile === nextId) : undefined;
    if (next) focusTile(next);
    else root.querySelector<HTMLElement>('[data-layout-menu] button')?.focus();
  });
}

/**
 * F6 and Shift+F6 as bindings of the shell (with the window's other keys, in the keybinding
 * service): from anywhere in the window, even a text field.
 */
export function registerTileCycling(service: KeybindingService = keybindings, root: Document = document): () => void {
  const cycle = (backwards: boolean) => () => {
    const tiles = shownTiles(root);
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

/**
 * Puts the tiles' elements (and the split bars between them) in the page in the order the agent
 * sees them, so Tab goes through them as F6 does (react-mosaic renders the tiles sorted by id, the
 * conversation's before the list's, and every bar after them).
 * Moves as little as it can, and never a tile holding an embedded page (moving an iframe in the
 * page reloads it): the others are placed around it. Returns whether it moved anything.
 */
export function orderTilesInPage(mosaicRoot: Element): boolean {
  const tiles = [...mosaicRoot.children].filter(
    (child): child is HTMLElement => child.classList.contains('mosaic-tile') || child.classList.contains('mosaic-split'),
  );
  const ordered = inScreenOrder(tiles);
  if (ordered.every((tile, i) => tile === tiles[i])) return false;
  let moved = false;
  let previous: Element | null = null;
  for (const tile of ordered) {
    if (!tile.querySelector('iframe')) {
      const wanted: ChildNode | null = previous ? previous.nextSibling : mosaicRoot.firstChild;
      if (wanted !== tile) {
        mosaicRoot.insertBefore(tile, wanted);
        moved = true;
      }
    }
    previous = tile;
  }
  return moved;
}
