import type { LayoutTree } from '../../core/layout/tree';
import { store } from '../../core/state/store';
import { tokens } from '../../themes/tokens';

/**
 * The default layout's column widths, worked out from the window the dashboard opens in:
 * - the list column at the spec's 200 px (000 §2, §9);
 * - the widget column (the dock over the usability panel) at about 29.5vw, at least 392 px and at
 *   most 550 px inside its frame (001 §2 "Widget column width"; "large" by default);
 * - the conversation takes the rest.
 * Mosaic splits in percentages, so the widths become shares of the mosaic (the window beside the
 * sidebar, 200 or 80 wide, less its padding); the agent may resize from there, and the layout
 * they make is kept (core/layout: loadLayout saves it per agent).
 */
/** The workspace's padding round the mosaic (6 px a side) and a tile's margin (3 px a side). */
const MOSAIC_INSET = 12;
const TILE_MARGINS = 6;
/** A tile's frame border (1 px a side): the widget column's width is what it shows inside it. */
const FRAME_BORDERS = 2;

export const WIDGET_COLUMN = { min: 392, vw: 29.5, max: 550 } as const;
/** The conversation keeps at least this share of the mosaic in a window too narrow for the rest. */
const MIN_CONVERSATION_SHARE = 25;

/** The widget column's width in px for a window `viewport` px wide: 29.5vw within 392..550. */
export function widgetColumnWidth(viewport: number): number {
  return Math.min(WIDGET_COLUMN.max, Math.max(WIDGET_COLUMN.min, (viewport * WIDGET_COLUMN.vw) / 100));
}

/** The shares (percent of the mosaic) of the list, the conversation and the widget column. */
export function columnShares(viewport: number, sidebar: number): [list: number, conversation: number, widgets: number] {
  const mosaic = Math.max(viewport - sidebar - MOSAIC_INSET, 1);
  // A tile's frame is its width: its share of the mosaic holds the frame and its margins.
  const list = Math.min(40, Math.max(10, ((tokens.listWidth + TILE_MARGINS) / mosaic) * 100));
  const widgets = Math.min(100 - list - MIN_CONVERSATION_SHARE, ((widgetColumnWidth(viewport) + TILE_MARGINS + FRAME_BORDERS) / mosaic) * 100);
  return [list, 100 - list - widgets, widgets];
}

/** The layout an agent starts with in a window this wide, beside a sidebar this wide. */
export function layoutFor(viewport: number, sidebar: number): LayoutTree {
  return {
    type: 'split',
    direction: 'row',
    splitPercentages: columnShares(viewport, sidebar),
    children: [
      'conversationList',
      'conversation',
      { type: 'split', direction: 'column', splitPercentages: [62, 38], children: ['dock', 'usability'] },
    ],
  };
}

const viewport = typeof window === 'undefined' ? 1440 : window.innerWidth;
const sidebar = store.preferences.sidebarCollapsed ? tokens.sidebarWidth.collapsed : tokens.sidebarWidth.expanded;

/**
 * The layout an agent starts with: the list, the conversation, and a column with the side
 * widget over the usability panel. Tiles of plugins not listed here join at the right edge.
 */
export const defaultLayout: LayoutTree = layoutFor(viewport, sidebar);
