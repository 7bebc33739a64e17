import type { LayoutTree } from '../../core/layout/tree';
import { store } from '../../core/state/store';
import { tokens } from '../../themes/tokens';

/**
 * The list column's share of the workspace, so that it opens at the spec's 200 px (000 §2, §9).
 * Mosaic splits in percentages, so the share is worked out from the window the dashboard opens
 * in (beside the sidebar, 200 or 80 wide); the agent may resize it from there.
 */
/** The workspace's padding round the mosaic (6 px a side) and a tile's margin (3 px a side). */
const MOSAIC_INSET = 12;
const TILE_MARGINS = 6;

function listShare(): number {
  const viewport = typeof window === 'undefined' ? 1440 : window.innerWidth;
  const sidebar = store.preferences.sidebarCollapsed ? tokens.sidebarWidth.collapsed : tokens.sidebarWidth.expanded;
  // The tile's frame is 200 px: its share of the mosaic holds the frame and its margins.
  const share = ((tokens.listWidth + TILE_MARGINS) / Math.max(viewport - sidebar - MOSAIC_INSET, 1)) * 100;
  return Math.min(40, Math.max(10, share));
}

const list = listShare();

/**
 * The layout an agent starts with: the list, the conversation, and a column with the side
 * widget over the usability panel. Tiles of plugins not listed here join at the right edge.
 */
export const defaultLayout: LayoutTree = {
  type: 'split',
  direction: 'row',
  // What the list leaves goes 60 / 40 to the conversation and the side column.
  splitPercentages: [list, (100 - list) * 0.6, (100 - list) * 0.4],
  children: [
    'conversationList',
    'conversation',
    { type: 'split', direction: 'column', splitPercentages: [62, 38], children: ['dock', 'usability'] },
  ],
};
