import type { LayoutTree } from '../../core/layout/tree';

/**
 * The layout an agent starts with: the list, the conversation, and a column with the side
 * widget over the usability panel. Tiles of plugins not listed here join at the right edge.
 */
export const defaultLayout: LayoutTree = {
  type: 'split',
  direction: 'row',
  splitPercentages: [20, 48, 32],
  children: [
    'conversationList',
    'conversation',
    { type: 'split', direction: 'column', splitPercentages: [62, 38], children: ['dock', 'usability'] },
  ],
};
