import { definePlugin, type Message } from '@tessera/core';
import { store, useHarness } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '.';
import type { ComposerActionProps, MessageActionProps, MessageFileRendererProps, ThreadBannerProps } from './contract';
import ConversationTile from './ConversationTile';

const harness = useHarness({ paused: true });

function Greet({ insertAtCaret }: ComposerActionProps) {
  return <button onClick={() => insertAtCaret('Bom dia! ')}>Inserir saudação</button>;
}
function Thumbnail({ file }: MessageFileRendererProps) {
  return <img alt={`Miniatura de ${file.file_name}`} src="data:," />;
}
function Quote({ message }: MessageActionProps) {
  return <button>Citar mensagem de {message.sentTime.slice(11, 16)}</button>;
}
function Vip({ conversationId }: ThreadBannerProps) {
  return <p>Cliente VIP: {conversationId}</p>;
}

/** A plugin filling the four points the conversation plugin declares. */
const extras = definePlugin({
  id: 'extras',
  title: { id: 'extras.title' },
  description: { id: 'extras.title' },
  messages: { pt: { 'extras.title': 'Extras', 'extras.vip': 'Aviso VIP' }, en: { 'extras.title': 'Extras', 'extras.vip': 'VIP notice' } },
  contributes: {
    'conversation.composerActions': [{ id: 'greet', order: 1, component: async () => ({ default: Greet }) }],
    'conversation.messageRenderers': [{ id: 'thumbnails', order: 1, fileKinds: ['image'], component: async () => ({ default: Thumbnail }) }],
    'conversation.messageActions': [{ id: 'quote', order: 1, component: async () => ({ default: Quote }) }],
    'conversation.threadBanners': [{ id: 'vip', order: 1, label: { id: 'extras.vip' }, when: { channel: 'whatsapp' }, component: async () => ({ default: Vip }) }],
  },
});

const withFiles: Message = {
  _id: 'm1',
  by: 'consumer',
  text: 'Seguem as fotos',
  sentTime: '2026-11-24T08:00:00.000Z',
  files: [
    { file_url: 'https://files.example/carro.jpg', file_name: 'carro.jpg', mime_type: 'image/jpeg' },
    { file_url: 'https://files.example/apolice.pdf', file_name: 'apolice.pdf', mime_type: 'application/pdf' },
  ],
  favorite: false,
  private: false,
  unread: false,
  status: {},
};

async function openWith(channel: string) {
  const c = Object.values(store.conversations).find((x) => x.status === 'active' && x.channel === channel)!;
  store.threads[c.conversationId] = { messages: [withFiles], nextPage: 2, complete: true, status: 'success' };
  harness.render(<ConversationTile />, [conversationPlugin, extras]);
  harness.open(c.conversationId);
  return { id: c.conversationId, log: await screen.findByRole('log') };
}

describe('the conversation plugin’s contribution points', () => {
  test('a composer action puts text at the reply box’s caret', async () => {
    const { id } = await openWith('whatsapp');
    const box = screen.getByRole('textbox', { name: /^Mensagem para/ }) as HTMLTextAreaElement;
    await act(async () => fireEvent.change(box, { target: { value: 'Olá. Tudo bem?' } }));
    box.setSelectionRange(5, 5);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Inserir saudação' })));
    expect(store.drafts[id]).toBe('Olá. Bom dia! Tudo bem?');
  });

  test('a message renderer draws the files of its kind; other files keep the safe link', async () => {
    const { log } = await openWith('whatsapp');
    expect(await within(log).findByRole('img', { name: 'Miniatura de carro.jpg' })).toBeTruthy();
    expect(within(log).getByRole('link', { name: /apolice\.pdf/ }).getAttribute('href')).toBe('https://files.example/apolice.pdf');
    expect(within(log).queryByRole('link', { name: /carro\.jpg/ })).toBeNull();
  });

  test('a file still being uploaded shows its name, not a link to the page', async () => {
    const { id, log } = await openWith('whatsapp');
    const uploading: Message = { ...withFiles, _id: 'local-2', clientId: 'c-2', by: 'agent', text: '', files: [{ file_url: '', file_name: 'recibo.pdf', mime_type: 'application/pdf' }], status: { sending: true } };
    await act(async () => {
      store.threads[id]!.messages.push(uploading);
    });
    expect(await within(log).findByText('Arquivo: recibo.pdf')).toBeTruthy();
    expect(within(log).queryByRole('link', { name: /recibo\.pdf/ })).toBeNull();
  });

  test('a message action shows on each message, not on one still being sent', async () => {
    const { id, log } = await openWith('whatsapp');
    expect(await within(log).findByRole('button', { name: 'Citar mensagem de 08:00' })).toBeTruthy();
    const sending: Message = { ...withFiles, _id: 'local-1', clientId: 'c-1', by: 'agent', text: 'Já verifico', files: [], sentTime: '2026-11-24T08:05:00.000Z', status: { sending: true } };
    await act(async () => {
      store.threads[id]!.messages.push(sending);
    });
    await within(log).findByText('Já verifico');
    expect(within(log).queryByRole('button', { name: 'Citar mensagem de 08:05' })).toBeNull();
    expect(within(log).getAllByRole('button', { name: /^Citar mensagem/ })).toHaveLength(1);
  });

  test('a thread banner shows, named, while its gate passes', async () => {
    const { id } = await openWith('whatsapp');
    const region = await screen.findByRole('region', { name: 'Aviso VIP' });
    expect(await within(region).findByText(`Cliente VIP: ${id}`)).toBeTruthy();
  });
});

declare module '@tessera/core' {
  interface Commands {
    'late-notes.open': { conversationId: string };
  }
}

describe('a header action of a plugin that starts on first use', () => {
  test('its keys work before the plugin runs: the press starts it and runs its command; its button shows once it runs', async () => {
    const ran: string[] = [];
    let arrive = () => undefined as void;
    const messagesOnTheWay = new Promise<void>((resolve) => (arrive = resolve));
    const lateNotes = definePlugin({
      id: 'late-notes',
      title: { id: 'late-notes.title' },
      description: { id: 'late-notes.title' },
      activation: 'firstUse',
      messages: {
        pt: async () => {
          await messagesOnTheWay;
          return { default: { 'late-notes.title': 'Notas', 'late-notes.open': 'Abrir notas' } };
        },
        en: async () => ({ default: { 'late-notes.title': 'Notes', 'late-notes.open': 'Open notes' } }),
      },
      contributes: {
        headerActions: [{ id: 'late-notes.open', label: { id: 'late-notes.open' }, icon: 'edit', order: 90, command: 'late-notes.open', keys: 'alt+shift+n', scope: 'conversation' }],
        commands: [{ id: 'late-notes.open', run: (_ctx, { conversationId }) => void ran.push(conversationId) }],
      },
    });
    const c = Object.values(store.conversations).find((x) => x.status === 'active')!;
    store.threads[c.conversationId] = { messages: [], nextPage: 2, complete: true, status: 'success' };
    harness.render(<ConversationTile />, [conversationPlugin, lateNotes]);
    harness.open(c.conversationId);
    const box = await screen.findByRole('textbox', { name: /^Mensagem para/ });
    expect(screen.queryByRole('button', { name: 'Abrir notas' })).toBeNull();
    act(() => box.focus());
    fireEvent.keyDown(box, { key: 'N', code: 'KeyN', altKey: true, shiftKey: true });
    expect(ran).toEqual([]);
    await act(async () => arrive());
    expect(await screen.findByRole('button', { name: 'Abrir notas' })).toBeTruthy();
    expect(ran).toEqual([c.conversationId]);
  });
});
