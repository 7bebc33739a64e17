import { foldString, keybindings, MAX_MARKS_PER_MESSAGE, type Message } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '../conversation';
import { searchPlugin } from '.';
import { searchMessages } from './matches';

const harness = useHarness({ paused: true });

type Attachment = { file_url: string; file_name: string; mime_type: string };

/** The consumer sends a file (the demo has no uploads: the file is put on the message it stores). */
async function consumerSendsFile(conversationId: string, file: Attachment) {
  await harness.demo.control.consumerSends(conversationId, 'arquivo');
  const stored = harness.demo.model.state.conversations[conversationId]!.messages.at(-1)!;
  stored.text = '';
  (stored.files as Attachment[]).push(file);
}

/** A long chat (more than one page of messages) open in the conversation tile with search installed. */
async function openLongChat(prepare?: (conversationId: string) => Promise<void>) {
  const chat = Object.values(store.conversations)
    .filter((c) => c.status === 'active' && c.channel === 'whatsapp')
    .sort((a, b) => harness.demo.model.state.conversations[b.conversationId]!.messages.length - harness.demo.model.state.conversations[a.conversationId]!.messages.length)[0]!;
  const id = chat.conversationId;
  expect(harness.demo.model.state.conversations[id]!.messages.length).toBeGreaterThan(15);
  await prepare?.(id);
  harness.renderWorkspace([conversationPlugin, searchPlugin]);
  await harness.open(id);
  const log = await screen.findByRole('log', { name: `Mensagens com ${chat.consumer.name}` });
  return { id, log };
}

async function openSearch() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Buscar na conversa' }));
  });
  return screen.findByRole('searchbox', { name: 'Buscar na conversa' });
}

async function search(field: HTMLElement, term: string) {
  await act(async () => {
    fireEvent.change(field, { target: { value: term } });
  });
}

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole(name === 'Próximo resultado' || name === 'Resultado anterior' || name === 'Fechar busca' ? 'button' : 'radio', { name }));
  });
}

/** The messages of the whole conversation, as the demo holds them, whose text contains a term. */
function messagesWith(conversationId: string, term: string) {
  return harness.demo.model.state.conversations[conversationId]!.messages.filter((m) => m.text.toLowerCase().includes(term.toLowerCase()));
}

const counter = () => screen.getByRole('status', { name: /^(Resultado \d+ de \d+|Nenhum resultado)$/ });
const currentMessage = (log: HTMLElement) => log.querySelector('[aria-current="true"]');

describe('search plugin', () => {
  test('the header action opens the search bar, pressed while open, and toggles it shut', async () => {
    await openLongChat();
    const action = screen.getByRole('button', { name: 'Buscar na conversa' });
    expect(action.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('searchbox')).toBeNull();

    const field = await openSearch();
    expect(action.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(counter().getAttribute('aria-label')).toBe('Nenhum resultado');

    await act(async () => {
      fireEvent.click(action);
    });
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  test('Ctrl+Shift+F opens the search bar', async () => {
    await openLongChat();
    await act(async () => {
      fireEvent.keyDown(window, { key: 'F', code: 'KeyF', ctrlKey: true, shiftKey: true });
    });
    expect(await screen.findByRole('searchbox', { name: 'Buscar na conversa' })).toBeTruthy();
  });

  test('a term counts the matching messages of the whole history and highlights them, newest current', async () => {
    const { id, log } = await openLongChat();
    const field = await openSearch();
    const expected = messagesWith(id, 'placa');
    expect(expected.length).toBeGreaterThan(2);

    await search(field, 'PLACA');
    // Older pages load while the bar is open, so matches beyond the first page count too.
    await waitUntil(() => counter().getAttribute('aria-label') === `Resultado ${expected.length} de ${expected.length}`, { timeout: 3_000, what: 'every match' });
    expect(counter().textContent).toBe(`${expected.length}/${expected.length}`);
    expect(store.threads[id]!.complete).toBe(true);

    // The thread mounts only the messages near the view: each of those that matches has its mark.
    const ids = new Set(expected.map((m) => m._id));
    const mounted = [...log.querySelectorAll('li[data-message-id]')].filter((li) => ids.has(li.getAttribute('data-message-id')!));
    expect(mounted.length).toBeGreaterThan(0);
    expect(mounted.every((li) => li.querySelector('mark'))).toBe(true);
    expect([...log.querySelectorAll('mark')].every((m) => m.textContent!.toLowerCase() === 'placa')).toBe(true);
    expect(currentMessage(log)?.getAttribute('data-message-id')).toBe(expected.at(-1)!._id);
  });

  test('next and previous move between the matches and wrap around; Enter and Shift+Enter do the same', async () => {
    const { id, log } = await openLongChat();
    const field = await openSearch();
    const expected = messagesWith(id, 'apólice');
    const total = expected.length;
    expect(total).toBeGreaterThan(2);
    await search(field, 'apólice');
    await waitUntil(() => counter().getAttribute('aria-label') === `Resultado ${total} de ${total}`, { timeout: 3_000, what: 'every match' });

    await press('Próximo resultado');
    expect(counter().getAttribute('aria-label')).toBe(`Resultado 1 de ${total}`);
    expect(currentMessage(log)?.getAttribute('data-message-id')).toBe(expected[0]!._id);

    await press('Próximo resultado');
    expect(counter().getAttribute('aria-label')).toBe(`Resultado 2 de ${total}`);
    expect(currentMessage(log)?.getAttribute('data-message-id')).toBe(expected[1]!._id);

    await press('Resultado anterior');
    await press('Resultado anterior');
    expect(counter().getAttribute('aria-label')).toBe(`Resultado ${total} de ${total}`);
    expect(currentMessage(log)?.getAttribute('data-message-id')).toBe(expected[total - 1]!._id);

    await act(async () => {
      fireEvent.keyDown(field, { key: 'Enter' });
    });
    expect(counter().getAttribute('aria-label')).toBe(`Resultado 1 de ${total}`);
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    });
    expect(counter().getAttribute('aria-label')).toBe(`Resultado ${total} de ${total}`);
  });

  test('a term found nowhere says “Nenhum resultado” and the arrows are disabled', async () => {
    const { log } = await openLongChat();
    const field = await openSearch();
    await search(field, 'inexistente-xyz');
    expect(counter().getAttribute('aria-label')).toBe('Nenhum resultado');
    expect(counter().textContent).toBe('Nenhum resultado');
    expect(screen.getByRole('button', { name: 'Próximo resultado' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Resultado anterior' }).hasAttribute('disabled')).toBe(true);
    expect(log.querySelector('mark')).toBeNull();
  });

  test('filters narrow the matches: Dados (text), Mídia e arquivos, Áudio', async () => {
    const { id } = await openLongChat(async (conversationId) => {
      await consumerSendsFile(conversationId, { file_url: 'https://files.tessera.test/bo.pdf', file_name: 'boletim-ocorrencia.pdf', mime_type: 'application/pdf' });
      await consumerSendsFile(conversationId, { file_url: 'https://files.tessera.test/farol.jpg', file_name: 'farol-quebrado.jpg', mime_type: 'image/jpeg' });
      await consumerSendsFile(conversationId, { file_url: 'https://files.tessera.test/relato.ogg', file_name: 'relato-boletim.ogg', mime_type: 'audio/ogg' });
    });
    const field = await openSearch();
    const inText = messagesWith(id, 'boletim').length;
    expect(inText).toBeGreaterThan(0);
    const total = (n: number) => (n ? `Resultado ${n} de ${n}` : 'Nenhum resultado');
    const filter = (name: string) => screen.getByRole('radio', { name });
    expect(filter('Todas as mensagens').getAttribute('aria-checked')).toBe('true');

    await search(field, 'boletim');
    // Text matches plus the two files named after it.
    await waitUntil(() => counter().getAttribute('aria-label') === total(inText + 2), { timeout: 3_000, what: 'every match' });

    await press('Dados');
    expect(filter('Dados').getAttribute('aria-checked')).toBe('true');
    expect(counter().getAttribute('aria-label')).toBe(total(inText));
    await press('Mídia e arquivos');
    expect(counter().getAttribute('aria-label')).toBe(total(1));
    await press('Áudio');
    expect(counter().getAttribute('aria-label')).toBe(total(1));

    // Without a term a kind lists all its messages, to step through the media or the audio.
    await search(field, '');
    expect(counter().getAttribute('aria-label')).toBe(total(1));
    await press('Mídia e arquivos');
    expect(counter().getAttribute('aria-label')).toBe(total(2));
    await press('Todas as mensagens');
    expect(counter().getAttribute('aria-label')).toBe('Nenhum resultado');
  });

  test('closing the bar clears the highlights and the current match', async () => {
    const { log } = await openLongChat();
    const field = await openSearch();
    await search(field, 'placa');
    await waitUntil(() => log.querySelector('mark') !== null && currentMessage(log) !== null, { timeout: 3_000, what: 'the highlights' });

    await press('Fechar busca');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(log.querySelector('mark')).toBeNull();
    expect(currentMessage(log)).toBeNull();
    expect(screen.getByRole('button', { name: 'Buscar na conversa' }).getAttribute('aria-pressed')).toBe('false');
  });

  test('Escape first clears the term, then closes the bar', async () => {
    await openLongChat();
    const field = await openSearch();
    await search(field, 'placa');
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Escape' });
    });
    expect((field as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('searchbox')).not.toBeNull();
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Escape' });
    });
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  test('the window’s shortcuts (Alt+1 …) work from the search field; one Escape closes an empty bar', async () => {
    await openLongChat();
    const field = await openSearch();
    const chosen: string[] = [];
    const dispose = keybindings.register({ keys: 'alt+1', owner: 'dock-test', run: () => void chosen.push('first widget') });
    await act(async () => {
      field.focus();
      fireEvent.keyDown(field, { key: '1', code: 'Digit1', altKey: true });
    });
    dispose();
    expect(chosen).toEqual(['first widget']);
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Escape' });
    });
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  test('a 100 KB message of one letter: the counter stays right, only the first marks are drawn, and the bar says so', async () => {
    // 99,000 occurrences of “x” in one message: drawing them all froze the tab for seconds.
    const huge = `${'x'.repeat(99)}\n`.repeat(1_000);
    const { id, log } = await openLongChat(async (conversationId) => {
      await harness.demo.control.consumerSends(conversationId, huge);
    });
    const field = await openSearch();
    await search(field, 'x');
    const expected = messagesWith(id, 'x');
    const total = expected.length;
    expect(expected.at(-1)!.text).toBe(huge);
    await waitUntil(() => counter().getAttribute('aria-label') === `Resultado ${total} de ${total}`, { timeout: 5_000, what: 'every match' });

    // The newest match is the huge message: its first marks drawn, the rest counted and said.
    const current = currentMessage(log)!;
    expect(current.getAttribute('data-message-id')).toBe(expected.at(-1)!._id);
    expect(current.querySelectorAll('mark')).toHaveLength(MAX_MARKS_PER_MESSAGE);
    expect(log.querySelectorAll('mark').length).toBeLessThan(MAX_MARKS_PER_MESSAGE + 20 * total);
    const note = `Esta mensagem tem 99.000 ocorrências do termo; só as primeiras ${MAX_MARKS_PER_MESSAGE} estão destacadas`;
    expect(screen.getByText(note).getAttribute('role')).toBe('status');

    // Two letters: counted without overlapping, 49 to a line.
    await search(field, 'XX');
    await waitUntil(() => screen.queryByText(/^Esta mensagem tem 49\.000 ocorrências/) !== null, { timeout: 3_000, what: 'the count of “xx”' });
    expect(current.querySelectorAll('mark')).toHaveLength(MAX_MARKS_PER_MESSAGE);

    // Up and down still walk the messages; an ordinary one needs no note.
    await search(field, 'x');
    await press('Próximo resultado');
    expect(counter().getAttribute('aria-label')).toBe(`Resultado 1 de ${total}`);
    expect(currentMessage(log)?.getAttribute('data-message-id')).toBe(expected[0]!._id);
    expect(screen.queryByText(/^Esta mensagem tem/)).toBeNull();
    await press('Resultado anterior');
    expect(counter().getAttribute('aria-label')).toBe(`Resultado ${total} de ${total}`);
    expect(screen.getByText(note)).toBeTruthy();
  });

  test('a term without its accents still finds the accented word', async () => {
    const { id } = await openLongChat();
    const field = await openSearch();
    await search(field, 'apolice');
    const total = harness.demo.model.state.conversations[id]!.messages.filter((m) => foldString(m.text).includes('apolice')).length;
    expect(messagesWith(id, 'apólice').length).toBeGreaterThan(0);
    await waitUntil(() => counter().getAttribute('aria-label') === `Resultado ${total} de ${total}`, { timeout: 5_000, what: 'every accented match counted' });
  });
});

describe('searchMessages', () => {
  const message = (id: string, text: string, files: Message['files'] = [], type?: string): Message => ({
    _id: id,
    by: 'consumer',
    text,
    sentTime: '2026-03-16T13:00:00.000Z',
    files,
    favorite: false,
    private: false,
    unread: false,
    status: {},
    ...(type ? { type } : {}),
  });
  const file = (name: string, mime: string) => ({ file_url: `https://f.test/${name}`, file_name: name, mime_type: mime });
  const thread = [
    message('eof', '', [], 'eof'),
    message('m1', 'Minha placa é ABC1D23'),
    message('m2', '', [file('foto-placa.jpg', 'image/jpeg')]),
    message('m3', '', [file('audio.ogg', 'audio/ogg')]),
    message('m4', 'segue o contrato', [file('contrato.pdf', 'application/pdf')]),
    message('m5', 'A PLACA do outro carro'),
  ];

  test('matches text and file names, case-insensitively, oldest first', () => {
    expect(searchMessages(thread, 'placa', 'all')).toEqual(['m1', 'm2', 'm5']);
    expect(searchMessages(thread, '  Placa ', 'all')).toEqual(['m1', 'm2', 'm5']);
    expect(searchMessages(thread, 'contrato.pdf', 'all')).toEqual(['m4']);
  });

  test('treats the term as text, never as a pattern', () => {
    expect(searchMessages([message('a', 'valor (R$ 2.850,00)'), message('b', 'R 2x850')], '(r$ 2.8', 'all')).toEqual(['a']);
    expect(searchMessages([message('a', 'abc')], '.*', 'all')).toEqual([]);
  });

  test('a message counts once however often the term occurs in it', () => {
    const huge = `${'x'.repeat(99)}\n`.repeat(1_000);
    expect(searchMessages([message('a', huge), message('b', 'um x só'), message('c', 'nada')], 'x', 'all')).toEqual(['a', 'b']);
  });

  test('each filter keeps its kind: data is text, media is non-audio files, audio is sound', () => {
    expect(searchMessages(thread, 'placa', 'data')).toEqual(['m1', 'm5']);
    expect(searchMessages(thread, 'placa', 'media')).toEqual(['m2']);
    expect(searchMessages(thread, 'placa', 'audio')).toEqual([]);
    expect(searchMessages(thread, '', 'media')).toEqual(['m2', 'm4']);
    expect(searchMessages(thread, '', 'audio')).toEqual(['m3']);
  });

  test('with no term and no kind nothing matches, and the end-of-history marker never does', () => {
    expect(searchMessages(thread, '', 'all')).toEqual([]);
    expect(searchMessages(thread, '', 'data')).toEqual(['m1', 'm4', 'm5']);
    expect(searchMessages([message('eof', 'eof placa', [], 'eof')], 'placa', 'all')).toEqual([]);
  });
});
