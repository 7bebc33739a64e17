import { layout, minimizeTile, reopenTile, restoreTile } from '@tessera/core';

export const USABILITY_TILE = 'usability';

/** The workspace has a layout in this window (a popped-out panel's window has none to change). */
const hasLayout = () => layout.tree !== null;

/** Shows the usability tile: reopened if the agent closed it, restored if minimized. */
export function showUsabilityTile(): void {
  if (!hasLayout()) return;
  if (layout.closed.includes(USABILITY_TILE)) reopenTile(USABILITY_TILE);
  if (layout.minimized.includes(USABILITY_TILE)) restoreTile(USABILITY_TILE);
}

/** Keeps the tile to its header while there is no relationship to open the page with (a closed tile stays closed). */
export function minimizeUsabilityTile(): void {
  if (!hasLayout() || layout.closed.includes(USABILITY_TILE)) return;
  minimizeTile(USABILITY_TILE);
}
