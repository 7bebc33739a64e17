import { definePlugin, setPreference, useOptionalService } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { beforeAll, describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '../conversation';
import { emojiPlugin } from '.';
import { loadEmojiData, toEmojiData, type EmojibaseMessages, type EmojibaseRow } from './emojiData';

const harness = useHarness({ paused: true });
/** The picker filters ~1,900 emoji in the main thread's idle time: generous on a busy machine. */
const SEARCH_MS = 8_000;
/** A test that opens the picker and searches: the same allowance, and the workspace's own time. */
const PICKER_TEST_MS = 20_000;

// Both tables (some 800 KB of JSON each) are parsed once, before the tests that show them.
beforeAll(() => Promise.all([loadEmojiData('pt'), loadEmojiData('en')]).then(() => undefined), 30_000);

/** A chat open in the workspace with the emoji plugin: its reply box holding `draft`, the caret at `caret`. */
async function openComposer(draft = '', caret = draft.length) {
  const chat = Object.values(store.conversations).find((c) => c.status === 'active' && c.channel === 'whatsapp')!;
  harness.renderWorkspace([conversationPlugin, emojiPlugin]);
  await harness.open(chat.conversationId);
  const box = (await screen.findByRole('textbox', { name: /^(Mensagem para|Message to) / })) as HTMLTextAreaElement;
  if (draft) await act(async () => fireEvent.change(box, { target: { value: draft } }));
  box.focus();
  box.setSelectionRange(caret, caret);
  return { id: chat.conversationId, box };
}

const key = async (element: Element, name: string) => {
  await act(async () => {
    fireEvent.keyDown(element, { key: name });
    fireEvent.keyUp(element, { key: name });
  });
};

/** Opens the picker by keyboard (the button focused, Enter) and waits for its search field. */
async function openPicker(buttonName = 'Inserir emoji', searchName = 'Buscar emoji', dialogName = 'Emojis') {
  const button = await screen.findByRole('button', { name: buttonName });
  act(() => button.focus());
  await key(button, 'Enter');
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  const search = (await within(dialog).findByRole('searchbox', { name: searchName })) as HTMLInputElement;
  await waitUntil(() => document.activeElement === search, { what: 'the search field to take the keyboard' });
  return { dialog, search };
}

async function searchFor(search: HTMLInputElement, text: string) {
  await act(async () => fireEvent.change(search, { target: { value: text } }));
}

/**
 * The emoji the arrows (or the search) chose, as the picker announces it to screen readers (and
 * shows under the grid): its label. What Enter picks. (The grid's cells are the browser test's:
 * in happy-dom frimousse's virtual rows do not always redraw when a search narrows them.)
 */
const announced = (dialog: HTMLElement) => dialog.querySelector('[frimousse-viewport] > [aria-live]')?.textContent ?? null;
const untilAnnounced = (dialog: HTMLElement, label: string | RegExp, what: string) =>
  waitUntil(() => (typeof label === 'string' ? announced(dialog) === label : label.test(announced(dialog) ?? '')), { what, timeout: SEARCH_MS });

/** The emoji of a label, in a language's table. */
async function emojiLabelled(label: string, language: 'pt' | 'en' = 'pt') {
  return (await loadEmojiData(language)).emojis.find((e) => e.label === label)!.emoji;
}

describe('emoji picker', () => {
  test('opened by keyboard, a search in Portuguese, the arrows and Enter put the emoji at the reply box’s caret; the keyboard goes back there', async () => {
    const { id, box } = await openComposer('Olá. Tudo bem?', 5);
    expect(screen.queryByRole('dialog', { name: 'Emojis' })).toBeNull();
    const { dialog, search } = await openPicker();

    await searchFor(search, 'coração');
    // As the search narrows the grid, its best match is chosen: 'coração' in its name.
    await untilAnnounced(dialog, /coração/i, 'a heart to be chosen');
    const best = announced(dialog)!;
    // The arrows move the choice while the keyboard stays in the search field.
    await key(search, 'ArrowRight');
    await waitUntil(() => announced(dialog) !== best, { what: 'the arrow to choose the next match', timeout: SEARCH_MS });
    const emoji = await emojiLabelled(announced(dialog)!);
    expect(document.activeElement).toBe(search);

    await key(search, 'Enter');
    await waitUntil(() => screen.queryByRole('dialog', { name: 'Emojis' }) === null, { what: 'the picker to close' });
    expect(store.drafts[id]).toBe(`Olá. ${emoji}Tudo bem?`);
    await waitUntil(() => document.activeElement === box, { what: 'the keyboard back in the reply box' });
    expect(box.selectionStart).toBe(5 + emoji.length);
  }, PICKER_TEST_MS);

  test('the Tab stop after the search is the named emoji group, where the arrows choose and Enter inserts', async () => {
    const { id } = await openComposer('Oi', 2);
    const { dialog, search } = await openPicker();
    await searchFor(search, 'coração vermelho');
    await untilAnnounced(dialog, 'Coração vermelho', '❤️ for “coração vermelho”');
    const group = within(dialog).getByRole('group', { name: 'Emojis' });
    expect(group.tabIndex).toBe(0);
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    act(() => group.focus());
    await key(group, 'Enter');
    await waitUntil(() => store.drafts[id] === 'Oi❤️', { what: 'the heart in the draft', timeout: SEARCH_MS });
  }, PICKER_TEST_MS);

  test('a search finds by name and keyword, with or without accents; none found says so', async () => {
    await openComposer();
    const { dialog, search } = await openPicker();
    // Without accents, as agents often type.
    await searchFor(search, 'coracao vermelho');
    await untilAnnounced(dialog, 'Coração vermelho', '❤️ for “coracao vermelho”');
    await searchFor(search, 'xyzzy');
    expect(await within(dialog).findByText('Nenhum emoji encontrado para “xyzzy”.')).toBeTruthy();
    // By a keyword that is not in its name: 'anjinho' is one of 😇's.
    await searchFor(search, 'anjinho');
    await untilAnnounced(dialog, 'Rosto sorridente com auréola', '😇 for “anjinho”');
    expect(await emojiLabelled('Rosto sorridente com auréola')).toBe('😇');
  }, PICKER_TEST_MS);

  test('in English the picker speaks English and finds by English keywords', async () => {
    act(() => setPreference('language', 'en'));
    const { id, box } = await openComposer('Thanks', 6);
    const { dialog, search } = await openPicker('Insert emoji', 'Search emoji', 'Emoji');
    await searchFor(search, 'heart');
    await untilAnnounced(dialog, /heart/i, 'a match for “heart”');
    await searchFor(search, 'red heart');
    await untilAnnounced(dialog, 'Red heart', '❤️ for “red heart”');
    await key(search, 'Enter');
    await waitUntil(() => store.drafts[id] === 'Thanks❤️', { what: 'the heart in the draft', timeout: SEARCH_MS });
    await waitUntil(() => document.activeElement === box, { what: 'the keyboard back in the reply box' });
  }, PICKER_TEST_MS);

  test('Escape closes the picker, puts nothing in and puts the keyboard back in the reply box', async () => {
    const { id, box } = await openComposer('Um momento', 3);
    const { search } = await openPicker();
    await searchFor(search, 'sorriso');
    await key(search, 'Escape');
    await waitUntil(() => screen.queryByRole('dialog', { name: 'Emojis' }) === null, { what: 'the picker to close' });
    await waitUntil(() => document.activeElement === box, { what: 'the keyboard back in the reply box' });
    expect(store.drafts[id]).toBe('Um momento');
    expect(box.selectionStart).toBe(3);
  }, PICKER_TEST_MS);

  test('the service offers the same picker to another plugin, which decides what a pick does', async () => {
    const picks: string[] = [];
    let closed = 0;
    function Caption() {
      // The emoji plugin starts on first use: asking for its service starts it.
      const emoji = useOptionalService('emoji.picker');
      return emoji ? <emoji.Picker onPick={(picked) => picks.push(picked)} onClose={() => (closed += 1)} /> : null;
    }
    const host = definePlugin({ id: 'host', title: { id: 'host.title' }, description: { id: 'host.title' }, messages: { pt: { 'host.title': 'Legenda' }, en: { 'host.title': 'Caption' } }, optional: ['emoji.picker'] });
    harness.render(<Caption />, [host, emojiPlugin]);
    const search = (await screen.findByRole('searchbox', { name: 'Buscar emoji' })) as HTMLInputElement;
    await waitUntil(() => document.activeElement === search, { what: 'the search field to take the keyboard' });
    await searchFor(search, 'coração vermelho');
    const picker = search.closest<HTMLElement>('[frimousse-root]')!;
    await untilAnnounced(picker, 'Coração vermelho', '❤️ chosen');
    await key(search, 'Enter');
    expect(picks).toEqual(['❤️']);
    await key(search, 'Escape');
    expect(closed).toBe(1);
  }, PICKER_TEST_MS);
});

describe('emoji data', () => {
  const rows: EmojibaseRow[] = [
    { emoji: '🇦', label: 'indicador regional A', version: 0 },
    { emoji: '❤️', label: 'coração vermelho', tags: ['amor', 'coração'], group: 0, subgroup: 14, version: 0.6 },
    { emoji: '🫶', label: 'mãos formando coração', tags: ['coração'], group: 1, subgroup: 20, version: 14, skins: [{ emoji: '🫶🏻', tone: 1 }] },
    { emoji: '🇧🇷', label: 'bandeira: Brasil', tags: ['bandeira'], group: 9, subgroup: 100, version: 2 },
  ];
  const messages: EmojibaseMessages = {
    groups: [
      { key: 'smileys-emotion', message: 'sorrisos e emoção', order: 0 },
      { key: 'people-body', message: 'pessoas e corpo', order: 1 },
      { key: 'component', message: 'componentes', order: 2 },
      { key: 'flags', message: 'comutadores', order: 9 },
    ],
    subgroups: [{ key: 'country-flag', message: 'bandeira de país', order: 100 }],
    skinTones: [{ key: 'light', message: 'tom de pele clara' }],
  };

  test('rows become frimousse’s emoji: components out, labels capitalised, tags also without accents, categories by key', () => {
    const data = toEmojiData('pt', rows, messages, { version: Infinity, flags: true });
    expect(data.emojis.map((e) => e.emoji)).toEqual(['❤️', '🫶', '🇧🇷']);
    expect(data.emojis[0]).toEqual({ emoji: '❤️', category: 0, version: 0.6, label: 'Coração vermelho', tags: ['amor', 'coração', 'coracao vermelho', 'coracao'] });
    expect(data.emojis[2]!.countryFlag).toBe(true);
    expect(data.categories).toEqual([
      { index: 0, label: 'smileys-emotion' },
      { index: 1, label: 'people-body' },
      { index: 9, label: 'flags' },
    ]);
  });

  test('what the browser does not draw is left out: newer emoji, and flags where they show as letters', () => {
    const data = toEmojiData('pt', rows, messages, { version: 13, flags: false });
    expect(data.emojis.map((e) => e.emoji)).toEqual(['❤️']);
  });

  test('each language loads its own table, from the build', async () => {
    const [pt, en] = await Promise.all([loadEmojiData('pt'), loadEmojiData('en')]);
    const heart = (data: typeof pt) => data.emojis.find((e) => e.emoji === '❤️')!;
    expect(heart(pt)).toMatchObject({ label: 'Coração vermelho', tags: expect.arrayContaining(['coração', 'coracao']) });
    expect(heart(en)).toMatchObject({ label: 'Red heart', tags: expect.arrayContaining(['heart']) });
    expect(pt.emojis.length).toBeGreaterThan(1_500);
    expect(await loadEmojiData('pt')).toBe(pt);
  });
});
