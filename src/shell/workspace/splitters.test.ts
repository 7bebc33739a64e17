import { describe, expect, test } from '@rstest/core';
import type { LayoutTree } from '../../../core/layout/tree';
import { barOf, movedPercentages, splitBars, withPercentages } from './splitters';

const tree: LayoutTree = {
  type: 'split',
  direction: 'row',
  splitPercentages: [20, 50, 30],
  children: ['conversationList', 'conversation', { type: 'split', direction: 'column', splitPercentages: [60, 40], children: ['dock', 'usability'] }],
};

describe('the split bars, moved by keyboard', () => {
  test('each bar of the layout, where react-mosaic draws it, named by the tiles on each side', () => {
    const bars = splitBars(tree);
    expect(bars.map((b) => [b.direction, b.before, b.after, Math.round(b.at)])).toEqual([
      ['row', 'conversationList', 'conversation', 20],
      ['row', 'conversation', 'dock', 70],
      ['column', 'dock', 'usability', 60],
    ]);
  });

  test('an element of react-mosaic is matched to its bar by where it sits', () => {
    const bars = splitBars(tree);
    const element = document.createElement('div');
    element.className = 'mosaic-split -column';
    Object.assign(element.style, { top: '60%', left: '70%', right: '0%', bottom: '0%' });
    expect(barOf(element, bars)?.before).toBe('dock');
    element.className = 'mosaic-split -row';
    Object.assign(element.style, { top: '0%', left: '20%' });
    expect(barOf(element, bars)?.after).toBe('conversation');
  });

  test('moving a bar changes the two panes beside it only, and never below the smallest pane', () => {
    expect(movedPercentages([20, 50, 30], 0, 5, 12)).toEqual([25, 45, 30]);
    expect(movedPercentages([20, 50, 30], 0, -100, 12)).toEqual([12, 58, 30]);
    expect(movedPercentages([20, 50, 30], 1, 100, 12)).toEqual([20, 68, 12]);
  });

  test('the new shares go to the split at the bar’s path', () => {
    const next = withPercentages(tree, [2], [50, 50]) as Extract<LayoutTree, { type: 'split' }>;
    expect(next.children[2]).toMatchObject({ splitPercentages: [50, 50], children: ['dock', 'usability'] });
    expect(next.splitPercentages).toEqual([20, 50, 30]);
  });
});
