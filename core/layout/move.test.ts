import { describe, expect, test } from '@rstest/core';
import { moveTile } from './move';
import type { LayoutTree } from './tree';

const layout: LayoutTree = {
  type: 'split',
  direction: 'row',
  splitPercentages: [20, 50, 30],
  children: ['list', 'conversation', { type: 'split', direction: 'column', splitPercentages: [60, 40], children: ['dock', 'usability'] }],
};

describe('moving a tile with the keyboard', () => {
  test('left and right swap a tile with its neighbour, sizes following the tiles', () => {
    expect(moveTile(layout, 'conversation', 'left')).toEqual({
      type: 'split',
      direction: 'row',
      splitPercentages: [50, 20, 30],
      children: ['conversation', 'list', layout && typeof layout === 'object' && layout.type === 'split' ? layout.children[2] : null],
    });
  });

  test('up and down move within a column', () => {
    const moved = moveTile(layout, 'usability', 'up');
    expect(moved && typeof moved === 'object' && moved.type === 'split' ? moved.children[2] : null).toEqual({
      type: 'split',
      direction: 'column',
      splitPercentages: [40, 60],
      children: ['usability', 'dock'],
    });
  });

  test('a tile in a column leaves it sideways and stands beside it', () => {
    expect(moveTile(layout, 'usability', 'left')).toEqual({
      type: 'split',
      direction: 'row',
      splitPercentages: [20, 50, 15, 15],
      children: ['list', 'conversation', 'usability', 'dock'],
    });
    expect(moveTile(layout, 'dock', 'right')).toEqual({
      type: 'split',
      direction: 'row',
      splitPercentages: [20, 50, 15, 15],
      children: ['list', 'conversation', 'usability', 'dock'],
    });
  });

  test('at the edge nothing moves', () => {
    expect(moveTile(layout, 'list', 'left')).toBe(layout);
    expect(moveTile(layout, 'list', 'up')).toBe(layout);
    expect(moveTile(layout, 'missing', 'right')).toBe(layout);
  });
});
