import { describe, expect, test } from '@rstest/core';
import { tokens } from '../../themes/tokens';
import { columnShares, layoutFor, widgetColumnWidth } from './defaultLayout';

/** What a column's share comes to on screen: its part of the mosaic, less the tile's margins. */
const MOSAIC_INSET = 12;
const TILE_MARGINS = 6;
const onScreen = (share: number, viewport: number, sidebar: number) => (share / 100) * (viewport - sidebar - MOSAIC_INSET) - TILE_MARGINS;
/** Inside the tile's frame (1 px border a side). */
const inside = (share: number, viewport: number, sidebar: number) => onScreen(share, viewport, sidebar) - 2;

describe('the widget column’s width (spec 001 §2: at most 550 px, about 29.5vw, at least 392 px)', () => {
  test('29.5vw, never under 392 nor over 550', () => {
    // 29.5vw of 1325 px is 390.9: 392. Of 1329 px it is 392.06: itself.
    expect(widgetColumnWidth(1325)).toBe(392);
    expect(widgetColumnWidth(1280)).toBe(392);
    expect(widgetColumnWidth(1024)).toBe(392);
    expect(widgetColumnWidth(1329)).toBeCloseTo(392.055, 3);
    expect(widgetColumnWidth(1440)).toBeCloseTo(424.8, 5);
    expect(widgetColumnWidth(1600)).toBeCloseTo(472, 5);
    // 29.5vw of 1864 px is 549.88; of 1868 px it is 551.06: 550.
    expect(widgetColumnWidth(1864)).toBeCloseTo(549.88, 5);
    expect(widgetColumnWidth(1868)).toBe(550);
    expect(widgetColumnWidth(1920)).toBe(550);
    expect(widgetColumnWidth(3840)).toBe(550);
  });

  test('the boundaries: 391 becomes 392, 392 stays, 550 stays, 551 becomes 550', () => {
    const at = (px: number) => (px * 100) / 29.5;
    expect(widgetColumnWidth(at(391))).toBe(392);
    expect(widgetColumnWidth(at(392))).toBeCloseTo(392, 9);
    expect(widgetColumnWidth(at(550))).toBeCloseTo(550, 9);
    expect(widgetColumnWidth(at(551))).toBe(550);
  });

  test('the default layout gives the column that width at the window’s size, the list its 200 px', () => {
    for (const sidebar of [tokens.sidebarWidth.expanded, tokens.sidebarWidth.collapsed]) {
      for (const viewport of [1280, 1366, 1440, 1536, 1680, 1920, 2560]) {
        const [list, conversation, widgets] = columnShares(viewport, sidebar);
        expect(list + conversation + widgets).toBeCloseTo(100, 9);
        const width = inside(widgets, viewport, sidebar);
        expect({ viewport, sidebar, width: Math.round(width * 1000) / 1000 }).toEqual({ viewport, sidebar, width: Math.round(widgetColumnWidth(viewport) * 1000) / 1000 });
        expect(width).toBeGreaterThanOrEqual(392 - 1e-9);
        expect(width).toBeLessThanOrEqual(550 + 1e-9);
        // 200 px, unless that is under a tenth of a very wide mosaic.
        if (viewport <= 1920) expect(onScreen(list, viewport, sidebar)).toBeCloseTo(tokens.listWidth, 6);
        else expect(onScreen(list, viewport, sidebar)).toBeGreaterThanOrEqual(tokens.listWidth);
        expect(onScreen(conversation, viewport, sidebar)).toBeGreaterThan(300);
      }
    }
  });

  test('in a window too narrow for all three, the conversation keeps a quarter', () => {
    const [, conversation] = columnShares(900, tokens.sidebarWidth.expanded);
    expect(conversation).toBeCloseTo(25, 9);
  });

  test('the tree: list, conversation, and the dock over the usability panel', () => {
    const tree = layoutFor(1440, tokens.sidebarWidth.expanded);
    expect(tree).toMatchObject({
      type: 'split',
      direction: 'row',
      children: ['conversationList', 'conversation', { type: 'split', direction: 'column', children: ['dock', 'usability'] }],
    });
  });
});
