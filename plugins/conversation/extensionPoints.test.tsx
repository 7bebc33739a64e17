import { definePlugin, type Message } from '@tessera/core';
import { store, useHarness } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '.';
import type { ComposerActionProps, MessageFileRendererProps, ThreadBannerProps } from './contract';
import ConversationTile from './ConversationTile';

const harness = useHarness({ paused: true });

function Greet({ insertAtCaret }: ComposerActionProps) {
  return <button onClick={() => insertAtCaret('Bom dia! ')}>Inserir saudação</button>;
}
function Thumbnail({ file }: MessageFileRendererProps) {
  return <img alt={`Miniatura de ${file.file_name}`} src="data:," />;
}
function Vip({ conversationId }: ThreadBannerProps) {
  return <p>Cliente VIP: {conversationId}</p>;
}

/** A plugin filling the three points the conversation plugin declares. */
const extras = definePlugin({
  id: 'extras',
  title: { id: 'extras.title' },
  description: { id: 'extras.title' },
  messages: { pt: { 'extras.title': 'Extras', 'extras.vip': 'Aviso VIP' }, en: { 'extras.title': 'Extras', 'extras.vip': 'VIP notice' } },
  contributes: {
    'conversation.composerActions': [{ id: 'greet', order: 1, component: async () => ({ default: Greet }) }],
    'conversation.messageRenderers': [{ id: 'thumbnails', order: 1, fileKinds: ['image'], component: async () => ({ default: Thumbnail }) }],
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

  test('a thread banner shows, named, while its gate passes', async () => {
    const { id } = await openWith('whatsapp');
    const region = await screen.findByRole('region', { name: 'Aviso VIP' });
    expect(await within(region).findByText(`Cliente VIP: ${id}`)).toBeTruthy();
  });
});
