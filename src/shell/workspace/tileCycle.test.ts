import { afterEach, describe, expect, test } from '@rstest/core';
import { createKeybindingService } from '../../../core/keybindings';
import { nextTile, registerTileCycling } from './tileCycle';

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

  test('pressing F6 puts the keyboard on the next tile’s first control, even from a text field; Shift+F6 goes back', () => {
    tile('conversation', 300, 0);
    const list = tile('conversationList', 0, 0);
    const field = document.createElement('textarea');
    list.append(field);
    const service = createKeybindingService({ target: window });
    const stop = registerTileCycling(service);
    field.focus();
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'F6', bubbles: true, cancelable: true }));
    expect(document.activeElement?.textContent).toBe('conversation');
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'F6', shiftKey: true, bubbles: true, cancelable: true }));
    expect(document.activeElement?.textContent).toBe('conversationList');
    stop();
    // Disposed: F6 is the browser's again.
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'F6', bubbles: true, cancelable: true }));
    expect(document.activeElement?.textContent).toBe('conversationList');
    expect(service.list()).toEqual([]);
  });
});
