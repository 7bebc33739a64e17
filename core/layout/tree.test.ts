import { describe, expect, test } from '@rstest/core';
import { appendLeaf, type LayoutTree, leavesOf, placeLeaf, reconcileLayout, removeLeaves, restoreOrAppend, sameLayout } from './tree';

const saved: LayoutTree = {
  type: 'split',
  direction: 'row',
  splitPercentages: [20, 50, 30],
  children: ['list', 'conversation', { type: 'split', direction: 'column', splitPercentages: [60, 40], children: ['dock', 'usability'] }],
};

describe('layout reconcile', () => {
  test('a disabled plugin’s tile drops out and its column collapses', () => {
    const tree = reconcileLayout(saved, ['list', 'conversation', 'dock'], []);
    expect(leavesOf(tree)).toEqual(['list', 'conversation', 'dock']);
    expect(tree).toEqual({ type: 'split', direction: 'row', splitPercentages: [20, 50, 30], children: ['list', 'conversation', 'dock'] });
  });

  test('percentages still sum to 100 after a child leaves', () => {
    const tree = removeLeaves(saved, (id) => id === 'conversation');
    expect(tree && typeof tree === 'object' && tree.type === 'split' ? tree.splitPercentages!.reduce((a, b) => a + b, 0) : 0).toBeCloseTo(100);
  });

  test('a newly available tile joins at the right edge', () => {
    const tree = reconcileLayout(saved, ['list', 'conversation', 'dock', 'usability', 'knowledge'], []);
    expect(leavesOf(tree)).toEqual(['list', 'conversation', 'dock', 'usability', 'knowledge']);
    if (tree && typeof tree === 'object' && tree.type === 'split') {
      expect(tree.splitPercentages!.reduce((a, b) => a + b, 0)).toBeCloseTo(100);
    }
  });

  test('tiles the agent closed stay closed', () => {
    expect(leavesOf(reconcileLayout(saved, ['list', 'conversation', 'dock', 'usability'], ['usability']))).toEqual(['list', 'conversation', 'dock']);
  });

  test('a layout whose every tile is gone is empty, and appending to empty gives that tile', () => {
    expect(reconcileLayout(saved, [], [])).toBeNull();
    expect(appendLeaf(null, 'list')).toBe('list');
  });

  test('tab groups lose tabs and collapse to a leaf', () => {
    const tabs: LayoutTree = { type: 'tabs', tabs: ['a', 'b'], activeTabIndex: 1 };
    expect(removeLeaves(tabs, (id) => id === 'b')).toBe('a');
  });

  test('a tile that comes back goes to its old place when nothing else changed', () => {
    const without = removeLeaves(saved, (id) => id === 'usability');
    expect(restoreOrAppend(without, 'usability', saved)).toEqual(saved);
    expect(reconcileLayout(without, ['list', 'conversation', 'dock', 'usability'], [], { usability: saved })).toEqual(saved);
  });

  test('…and at the edge when the layout changed meanwhile', () => {
    const without = removeLeaves(saved, (id) => id === 'usability' || id === 'list');
    expect(leavesOf(restoreOrAppend(without, 'usability', saved))).toEqual(['conversation', 'dock', 'usability']);
  });
});

describe('a new tile’s placement hint', () => {
  const row: LayoutTree = { type: 'split', direction: 'row', splitPercentages: [20, 80], children: ['list', 'conversation'] };

  test('it splits the tile it asks to stand beside, taking its share there, instead of squeezing a new column', () => {
    const placed = reconcileLayout(row, ['list', 'conversation', 'notes'], [], {}, { notes: { beside: 'conversation', side: 'below', share: 35 } });
    expect(placed).toEqual({
      type: 'split',
      direction: 'row',
      splitPercentages: [20, 80],
      children: ['list', { type: 'split', direction: 'column', children: ['conversation', 'notes'], splitPercentages: [65, 35] }],
    });
  });

  test('left and above put the new tile first; a missing neighbour means the right edge', () => {
    expect(placeLeaf(row, 'notes', { beside: 'list', side: 'left' })).toEqual({
      ...row,
      children: [{ type: 'split', direction: 'row', children: ['notes', 'list'], splitPercentages: [40, 60] }, 'conversation'],
    });
    expect(placeLeaf(row, 'notes', { beside: 'dock', side: 'above' })).toBeUndefined();
    expect(leavesOf(reconcileLayout(row, ['list', 'conversation', 'notes'], [], {}, { notes: { beside: 'dock', side: 'above' } }))).toEqual(['list', 'conversation', 'notes']);
  });
});

describe('sameLayout', () => {
  const at = (list: number, conversation: number, widgets: number): LayoutTree => ({
    type: 'split',
    direction: 'row',
    splitPercentages: [list, conversation, widgets],
    children: ['list', 'conversation', { type: 'split', direction: 'column', splitPercentages: [62, 38], children: ['dock', 'usability'] }],
  });

  test('shares that differ by floating-point noise are the same layout (the library recomputes them: 1920 px froze on it)', () => {
    const shares = [12.060889929742389, 55.26932084309133, 32.66978922716628] as const;
    const recomputed = 100 - shares[0] - shares[2];
    expect(recomputed).not.toBe(shares[1]);
    expect(sameLayout(at(shares[0], shares[1], shares[2]), at(shares[0], recomputed, shares[2]))).toBe(true);
  });

  test('a share moved, a tile moved or a direction changed is another layout', () => {
    expect(sameLayout(at(12, 55, 33), at(12.01, 54.99, 33))).toBe(false);
    expect(sameLayout(at(12, 55, 33), { ...(at(12, 55, 33) as object), children: ['conversation', 'list', 'dock'] } as LayoutTree)).toBe(false);
    expect(sameLayout(at(12, 55, 33), { ...(at(12, 55, 33) as object), direction: 'column' } as LayoutTree)).toBe(false);
    expect(sameLayout(null, null)).toBe(true);
    expect(sameLayout('list', 'list')).toBe(true);
  });
});
