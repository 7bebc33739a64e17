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

export function installTileCycling(root: Document = document): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'F6' || event.altKey || event.ctrlKey || event.metaKey) return;
    const tiles = [...root.querySelectorAll<HTMLElement>('section[data-tile]:not([hidden])')];
    const target = nextTile(tiles, root.activeElement, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    focusTile(target);
  };
  root.addEventListener('keydown', onKey);
  return () => root.removeEventListener('keydown', onKey);
}
