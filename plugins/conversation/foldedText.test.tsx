import { type Message, timeLabel } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '.';
import ConversationTile from './ConversationTile';
import { cutAt, FOLD_CHARS, FOLD_LINES, shownLength, UNFOLD_CHARS, UNFOLD_LINES } from './foldedText';

const harness = useHarness({ paused: true });

const SENT = '2026-11-20T08:00:00.000Z';
const consumerMessage = (id: string, text: string): Message => ({
  _id: id,
  by: 'consumer',
  text,
  sentTime: SENT,
  files: [],
  favorite: false,
  private: false,
  unread: false,
  status: {},
});

/** An active conversation whose thread holds these texts (as the consumer's), open in the conversation tile. */
async function openWith(texts: string[], messagesWith = 'Mensagens com') {
  const c = Object.values(store.conversations).find((x) => x.status === 'active')!;
  const messages = texts.map((text, i) => consumerMessage(`f${i}`, text));
  store.threads[c.conversationId] = { messages, nextPage: 2, complete: true, status: 'success' };
  const { runtime } = harness.render(<ConversationTile />, [conversationPlugin]);
  harness.open(c.conversationId);
  const log = await screen.findByRole('log', { name: `${messagesWith} ${c.consumer.name}` });
  await waitUntil(() => log.querySelectorAll('li[data-message-id]').length === texts.length, { timeout: 5_000, what: 'the messages' });
  const item = (i: number) => log.querySelector<HTMLElement>(`li[data-message-id="f${i}"]`)!;
  return { id: c.conversationId, name: c.consumer.name, log, item, view: runtime.service('conversation.view')! };
}

/** The text a message shows (its bubble's marked text, without the author, time and buttons). */
const shownText = (item: HTMLElement) => item.querySelector('[class*="markedText"]')?.textContent ?? '';

describe('where a long text folds', () => {
  test('a short text shows whole; a long one at FOLD_CHARS, back to the space before a word cut in two', () => {
    expect(shownLength('Bom dia', 0)).toBe(7);
    const words = 'palavra '.repeat(400);
    const cut = shownLength(words, 0);
    expect(cut).toBeLessThanOrEqual(FOLD_CHARS);
    expect(cut).toBeGreaterThan(FOLD_CHARS - 10);
    expect(words.slice(0, cut).endsWith('palavra ')).toBe(true);
    // One huge word has no space to go back to.
    expect(shownLength('a'.repeat(100_000), 0)).toBe(FOLD_CHARS);
  });

  test('many lines fold after FOLD_LINES of them; each unfold shows more, until all', () => {
    const lines = 'linha\n'.repeat(1_000);
    expect(lines.slice(0, shownLength(lines, 0)).split('\n')).toHaveLength(FOLD_LINES);
    const huge = 'a'.repeat(100_000);
    expect(shownLength(huge, 1)).toBe(FOLD_CHARS + UNFOLD_CHARS);
    expect(shownLength(huge, 100)).toBe(huge.length);
  });

  test('never half a character: an emoji at the cut stays whole', () => {
    const text = `${'a'.repeat(9)}😀${'b'.repeat(10)}`;
    expect(cutAt(text, 10, 100)).toBe(9);
    expect(cutAt(text, 11, 100)).toBe(11);
  });

  test('a match pointed at past the fold shows, with the rest of its line', () => {
    const text = `${'a'.repeat(5_000)} CPF 123.456.789-09 confirmado\noutra linha`;
    const end = text.indexOf('-09') + 3;
    const shown = text.slice(0, shownLength(text, 0, end));
    expect(shown.endsWith('123.456.789-09 confirmado')).toBe(true);
  });
});

describe('a very long message in the thread', () => {
  test('shows folded, and "Mostrar mais" / "Mostrar menos" unfold and fold it, saying so and keeping the keyboard', async () => {
    const huge = 'x'.repeat(30_000);
    const { name, item } = await openWith(['Bom dia', huge]);
    // The short one whole, the huge one folded: its first characters, an ellipsis and a button.
    expect(shownText(item(0))).toBe('Bom dia');
    expect(within(item(0)).queryByRole('button', { name: /^Mostrar mais/ })).toBeNull();
    expect(shownText(item(1))).toBe('x'.repeat(FOLD_CHARS));
    const more = within(item(1)).getByRole('button', { name: `Mostrar mais da mensagem de ${name} das ${timeLabel(SENT)}` });
    expect(more.textContent).toBe('Mostrar mais');
    const status = within(item(1)).getByRole('status');
    expect(status.textContent).toBe('');

    await act(async () => {
      more.focus();
      fireEvent.click(more);
    });
    expect(shownText(item(1))).toHaveLength(FOLD_CHARS + UNFOLD_CHARS);
    expect(status.textContent).toBe(`Mostrando ${(FOLD_CHARS + UNFOLD_CHARS).toLocaleString('pt-BR')} de 30.000 caracteres da mensagem`);
    expect(within(item(1)).getByRole('button', { name: /^Mostrar menos da mensagem de / })).toBeTruthy();

    // The last of it: "Mostrar mais" goes, the keyboard goes to "Mostrar menos".
    await act(async () => {
      fireEvent.click(within(item(1)).getByRole('button', { name: /^Mostrar mais/ }));
    });
    expect(shownText(item(1))).toBe(huge);
    expect(status.textContent).toBe('Mensagem mostrada por inteiro');
    expect(within(item(1)).queryByRole('button', { name: /^Mostrar mais/ })).toBeNull();
    const less = within(item(1)).getByRole('button', { name: /^Mostrar menos/ });
    expect(document.activeElement).toBe(less);

    await act(async () => {
      fireEvent.click(less);
    });
    expect(shownText(item(1))).toHaveLength(FOLD_CHARS);
    expect(status.textContent).toBe('Mensagem recolhida');
    expect(document.activeElement).toBe(within(item(1)).getByRole('button', { name: /^Mostrar mais/ }));
  });

  test('20,000 blank lines show as a few, and the words after them once unfolded', async () => {
    const blank = `${'\n'.repeat(20_000)}fim das linhas em branco`;
    const { item } = await openWith([blank]);
    expect(shownText(item(0)).split('\n').length).toBeLessThanOrEqual(FOLD_LINES);
    expect(within(item(0)).queryByText(/fim das linhas em branco/)).toBeNull();
    // A thousand lines more at each press.
    let presses = 0;
    for (let more = within(item(0)).queryByRole('button', { name: /^Mostrar mais/ }); more; more = within(item(0)).queryByRole('button', { name: /^Mostrar mais/ })) {
      const before = shownText(item(0)).split('\n').length;
      await act(async () => {
        fireEvent.click(more!);
      });
      expect(shownText(item(0)).split('\n').length - before).toBeLessThanOrEqual(UNFOLD_LINES);
      presses++;
    }
    expect(presses).toBe(20);
    expect(shownText(item(0)).endsWith('fim das linhas em branco')).toBe(true);
  });

  test('a search match past the fold shows, marked, in the message the search points at', async () => {
    const text = `${'palavra '.repeat(2_000)}apólice 12.345.678901 ${'fim '.repeat(2_000)}`;
    const { id, log, item, view } = await openWith([text, 'Outra mensagem']);
    expect(shownText(item(0))).not.toContain('apólice');
    act(() => view.highlight(id, 'apolice', 'f0'));
    await waitUntil(() => item(0).getAttribute('aria-current') === 'true', { timeout: 5_000, what: 'the message pointed at' });
    expect([...log.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['apólice']);
    expect(shownText(item(0)).length).toBeLessThan(text.length);
  });

  test('in English', async () => {
    act(() => {
      store.preferences.language = 'en';
    });
    const { item } = await openWith(['y'.repeat(5_000)], 'Messages with');
    const more = await within(item(0)).findByRole('button', { name: /^Show more of the message from / });
    await act(async () => {
      fireEvent.click(more);
    });
    expect(within(item(0)).getByRole('status').textContent).toBe('Whole message shown');
    expect(within(item(0)).getByRole('button', { name: /^Show less of the message from / }).textContent).toBe('Show less');
  });
});
