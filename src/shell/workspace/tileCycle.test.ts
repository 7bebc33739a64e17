import { afterEach, describe, expect, test } from '@rstest/core';
import { installTileCycling, nextTile } from './tileCycle';

/** A tile section at a place on screen, with one button inside. */
function tile(id: string, left: number, top: number): HTMLElement {
  const section = document.createElement('section');
  section.dataset.tile = id;
  section.tabIndex = -1;
  section.getBoundingClientRect = () => ({ left, top, right: left + 100, bottom: top + 100, width: 100, height: 100, x: left, y: top, toJSON: () => ({}) });
  const button = document.createElement('button');
  button.textContent = id;
  section.append(button);
  document.body.append(section);
  return section;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('F6 between tiles', () => {
  test('follows what the agent sees, left to right then top to bottom, not the page order', () => {
    const side = tile('dock', 800, 0);
    const conversation = tile('conversation', 300, 0);
    const usability = tile('usability', 800, 400);
    const list = tile('conversationList', 0, 0);
    const tiles = [side, conversation, usability, list];
    expect(nextTile(tiles, list.querySelector('button'), false)).toBe(conversation);
    expect(nextTile(tiles, conversation, false)).toBe(side);
    expect(nextTile(tiles, side, false)).toBe(usability);
    expect(nextTile(tiles, usability, false)).toBe(list);
    expect(nextTile(tiles, list, true)).toBe(usability);
    expect(nextTile(tiles, document.body, false)).toBe(list);
  });

  test('pressing F6 puts the keyboard on the next tile’s first control; Shift+F6 goes back', () => {
    tile('conversation', 300, 0);
    const list = tile('conversationList', 0, 0);
    const stop = installTileCycling();
    list.querySelector('button')!.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F6', bubbles: true }));
    expect(document.activeElement?.textContent).toBe('conversation');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F6', shiftKey: true, bubbles: true }));
    expect(document.activeElement?.textContent).toBe('conversationList');
    stop();
  });
});
