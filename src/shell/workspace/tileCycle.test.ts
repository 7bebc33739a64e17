import { afterEach, describe, expect, test } from '@rstest/core';
import { createKeybindingService } from '../../../core/keybindings';
import { closeKeepingFocus, nextTile, orderTilesInPage, registerTileCycling, tileAfterClosing } from './tileCycle';

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

/** A mosaic tile wrapper at a place on screen, as react-mosaic renders it. */
function mosaicTile(root: HTMLElement, id: string, left: number, top: number, embed = false): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.className = 'mosaic-tile';
  wrapper.dataset.id = id;
  wrapper.getBoundingClientRect = () => ({ left, top, right: left + 100, bottom: top + 100, width: 100, height: 100, x: left, y: top, toJSON: () => ({}) });
  if (embed) wrapper.append(document.createElement('iframe'));
  root.append(wrapper);
  return wrapper;
}

describe('Tab follows the screen', () => {
  test('the tiles and the bars between them are put in the page in the order they are seen', () => {
    const root = document.createElement('div');
    document.body.append(root);
    // Tiles sit 3 px inside their box; a bar between two, at its edge.
    mosaicTile(root, 'conversation', 300, 3);
    mosaicTile(root, 'conversationList', 0, 3);
    mosaicTile(root, 'dock', 800, 3);
    // The bar between the list and the conversation: a few pixels left of the conversation.
    const split = mosaicTile(root, 'split', 294, 0);
    split.className = 'mosaic-split';
    expect(orderTilesInPage(root)).toBe(true);
    expect([...root.children].map((c) => (c as HTMLElement).dataset.id)).toEqual(['conversationList', 'split', 'conversation', 'dock']);
    expect(orderTilesInPage(root)).toBe(false);
  });

  test('a tile holding an embedded page is never moved (it would reload); the others go around it', () => {
    const root = document.createElement('div');
    document.body.append(root);
    const usability = mosaicTile(root, 'usability', 0, 0, true);
    mosaicTile(root, 'list', 300, 0);
    const before = usability.querySelector('iframe');
    orderTilesInPage(root);
    expect(root.firstElementChild).toBe(usability);
    expect(usability.querySelector('iframe')).toBe(before);
  });
});

describe('closing a tile', () => {
  test('the keyboard goes to the next tile on screen, the one before when it was the last', () => {
    const list = tile('conversationList', 0, 0);
    const conversation = tile('conversation', 300, 0);
    const dock = tile('dock', 800, 0);
    expect(tileAfterClosing([dock, list, conversation], conversation)).toBe(dock);
    expect(tileAfterClosing([dock, list, conversation], dock)).toBe(conversation);
  });

  test('closing puts the keyboard on the next tile’s first control, or on the Layout menu when none is left', async () => {
    const list = tile('conversationList', 0, 0);
    const conversation = tile('conversation', 300, 0);
    conversation.querySelector('button')!.focus();
    closeKeepingFocus('conversation', () => conversation.remove());
    await new Promise((done) => requestAnimationFrame(done));
    await new Promise((done) => requestAnimationFrame(done));
    expect(document.activeElement).toBe(list.querySelector('button'));

    const menu = document.createElement('span');
    menu.dataset.layoutMenu = '';
    const layoutButton = document.createElement('button');
    menu.append(layoutButton);
    document.body.append(menu);
    closeKeepingFocus('conversationList', () => list.remove());
    await new Promise((done) => requestAnimationFrame(done));
    await new Promise((done) => requestAnimationFrame(done));
    expect(document.activeElement).toBe(layoutButton);
  });
});
