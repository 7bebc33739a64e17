import { describe, expect, test } from '@rstest/core';
import { collapseMinimized, expandMinimized, MINIMIZED_SIZE_PX, parentDirection, sameShape } from './collapse';
import type { LayoutTree } from './tree';

const column: LayoutTree = { type: 'split', direction: 'column', splitPercentages: [62, 38], children: ['dock', 'usability'] };
const workspace: LayoutTree = {
  type: 'split',
  direction: 'row',
  splitPercentages: [20, 48, 32],
  children: ['conversationList', 'conversation', column],
};
const size = { width: 1000, height: 800 };

function percentagesAt(tree: LayoutTree, ...path: number[]): number[] {
  let node = tree;
  for (const i of path) node = (node as { children: LayoutTree[] }).children[i]!;
  return (node as { splitPercentages: number[] }).splitPercentages;
}

describe('minimized tiles', () => {
  test('nothing minimized: the saved tree is shown as it is', () => {
    expect(collapseMinimized(workspace, [], size)).toBe(workspace);
  });

  test('a minimized tile keeps only its header height; its neighbour takes the rest', () => {
    const shown = collapseMinimized(workspace, ['usability'], size);
    const [dock, usability] = percentagesAt(shown, 2);
    expect(usability! * 8).toBeCloseTo(MINIMIZED_SIZE_PX); // 800 px high: 1 % is 8 px
    expect(dock! + usability!).toBeCloseTo(100);
    // The other splits are untouched.
    expect(percentagesAt(shown)).toEqual([20, 48, 32]);
  });

  test('the header keeps its pixels whatever the window size', () => {
    const small = percentagesAt(collapseMinimized(workspace, ['usability'], { width: 1000, height: 400 }), 2)[1]!;
    const large = percentagesAt(collapseMinimized(workspace, ['usability'], { width: 1000, height: 1600 }), 2)[1]!;
    expect((small * 400) / 100).toBeCloseTo(MINIMIZED_SIZE_PX);
    expect((large * 1600) / 100).toBeCloseTo(MINIMIZED_SIZE_PX);
  });

  test('side by side, a minimized tile becomes a narrow strip and the others keep their proportions', () => {
    const shown = collapseMinimized(workspace, ['conversation'], size);
    const [list, conversation, side] = percentagesAt(shown);
    expect((conversation! * 1000) / 100).toBeCloseTo(MINIMIZED_SIZE_PX);
    expect(list! / side!).toBeCloseTo(20 / 32);
  });

  test('a lone tile, or a split whose tiles are all minimized, has nothing to give its space to', () => {
    expect(collapseMinimized('usability', ['usability'], size)).toBe('usability');
    expect(percentagesAt(collapseMinimized(workspace, ['dock', 'usability'], size), 2)).toEqual([62, 38]);
  });

  test('not measured yet (0 × 0): shown as saved', () => {
    expect(percentagesAt(collapseMinimized(workspace, ['usability'], { width: 0, height: 0 }), 2)).toEqual([62, 38]);
  });

  test('resizing beside a minimized tile keeps its saved share for the restore', () => {
    const shown = collapseMinimized(workspace, ['usability'], size) as typeof workspace & object;
    // The agent drags the list wider: the row changes, the column keeps its collapsed look.
    const dragged = { ...shown, splitPercentages: [30, 38, 32] } as LayoutTree;
    const { tree, restored } = expandMinimized(dragged, workspace, ['usability']);
    expect(restored).toEqual([]);
    expect(percentagesAt(tree)).toEqual([30, 38, 32]);
    expect(percentagesAt(tree, 2)[1]).toBeCloseTo(38);
    expect(percentagesAt(tree, 2)[0]).toBeCloseTo(62);
  });

  test('dragging the divider next to the minimized tile gives the saved share back on restore', () => {
    const shown = collapseMinimized(workspace, ['usability'], size);
    const column = (shown as { children: LayoutTree[] }).children[2] as object;
    const dragged = { ...(shown as object), children: ['conversationList', 'conversation', { ...column, splitPercentages: [80, 20] }] } as LayoutTree;
    const { tree } = expandMinimized(dragged, workspace, ['usability']);
    expect(percentagesAt(tree, 2)).toEqual([62, 38]);
  });

  test('a tile dropped elsewhere restores the minimized tiles with a fair share', () => {
    const rearranged: LayoutTree = {
      type: 'split',
      direction: 'row',
      splitPercentages: [20, 75, 5],
      children: ['conversationList', { type: 'split', direction: 'column', splitPercentages: [50, 50], children: ['conversation', 'dock'] }, 'usability'],
    };
    const { tree, restored } = expandMinimized(rearranged, workspace, ['usability']);
    expect(restored).toEqual(['usability']);
    const [list, middle, usability] = percentagesAt(tree);
    expect(usability).toBeCloseTo(100 / 3);
    expect(list! + middle! + usability!).toBeCloseTo(100);
    expect(list! / middle!).toBeCloseTo(20 / 75);
  });

  test('shape and parent direction', () => {
    expect(sameShape(workspace, collapseMinimized(workspace, ['usability'], size))).toBe(true);
    expect(sameShape(workspace, { ...(workspace as object), children: ['conversation', 'conversationList', column] } as LayoutTree)).toBe(false);
    expect(parentDirection(workspace, [2, 1])).toBe('column');
    expect(parentDirection(workspace, [0])).toBe('row');
    expect(parentDirection('usability', [])).toBeUndefined();
  });
});
