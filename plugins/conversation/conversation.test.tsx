import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '.';
import ConversationTile from './ConversationTile';

const harness = useHarness({ connectHub: true });

async function openNewConversation() {
  await harness.demo.control.pause();
  const id = await harness.demo.control.newConversation({ channel: 'whatsapp' });
  await waitUntil(() => !!store.conversations[id], { timeout: 3_000, what: 'the new conversation' });
  harness.render(<ConversationTile />, [conversationPlugin]);
  harness.open(id);
  const name = store.conversations[id]!.consumer.name;
  const log = await screen.findByRole('log', { name: `Mensagens com ${name}` });
  return { id, name, log };
}

describe('conversation plugin', () => {
  test('without a selection it asks the agent to pick a conversation', () => {
    harness.render(<ConversationTile />, [conversationPlugin]);
    expect(screen.getByText('Selecione uma conversa na lista para abri-la.')).toBeTruthy();
  });

  test('a conversation about to open has its newest messages asked for at once, before its view shows', async () => {
    await harness.demo.control.pause();
    const id = await harness.demo.control.newConversation({ channel: 'whatsapp' });
    await waitUntil(() => !!store.conversations[id], { timeout: 3_000, what: 'the new conversation' });
    const { runtime } = harness.render(<p>lista</p>, [conversationPlugin]);
    expect(store.threads[id]?.status ?? 'idle').toBe('idle');
    runtime.service('conversation.view')!.prepare(id);
    await waitUntil(() => store.threads[id]?.status === 'success' && store.threads[id]!.messages.length > 0, { timeout: 3_000, what: 'the first page' });
  });

  test('the service puts the keyboard on the messages of the conversation shown (a skip link does), and says when none show', async () => {
    await harness.demo.control.pause();
    const id = await harness.demo.control.newConversation({ channel: 'whatsapp' });
    await waitUntil(() => !!store.conversations[id], { timeout: 3_000, what: 'the new conversation' });
    const { runtime } = harness.render(<ConversationTile />, [conversationPlugin]);
    const view = runtime.service('conversation.view')!;
    expect(view.focusThread(id)).toBe(false);
    harness.open(id);
    const log = await screen.findByRole('log');
    expect(view.focusThread(id)).toBe(true);
    expect(document.activeElement).toBe(log);
  });

  test('messages show by author under a DD/MM day separator', async () => {
    const { log, name } = await openNewConversation();
    await waitUntil(() => within(log).queryAllByRole('listitem').length > 1, { timeout: 3_000, what: 'the first page' });
    const separator = within(log).getAllByRole('separator')[0]!;
    expect(separator.textContent).toMatch(/^\d{2}\/\d{2}$/);
    expect(within(log).getAllByText(name).length).toBeGreaterThan(0);
  });

  test('Ctrl+Enter sends, the message is marked sent, and the consumer’s answer arrives live', async () => {
    const { id, name, log } = await openNewConversation();
    const composer = screen.getByLabelText(`Mensagem para ${name}`);
    fireEvent.change(composer, { target: { value: 'Olá, vou verificar a sua apólice.' } });
    fireEvent.keyDown(composer, { key: 'Enter', ctrlKey: true });

    const mine = await within(log).findByText('Olá, vou verificar a sua apólice.');
    const bubble = mine.closest('li')!;
    await waitUntil(() => /Enviada|Entregue/.test(bubble.textContent ?? ''), { timeout: 3_000, what: 'sent' });
    expect((composer as HTMLTextAreaElement).value).toBe('');

    await harness.demo.control.consumerSends(id, 'Combinado, aguardo!');
    await within(log).findByText('Combinado, aguardo!');
  });

  test('plain Enter adds a line unless the agent chose Enter to send', async () => {
    const { name } = await openNewConversation();
    const composer = screen.getByLabelText(`Mensagem para ${name}`);
    fireEvent.change(composer, { target: { value: 'linha um' } });
    expect(fireEvent.keyDown(composer, { key: 'Enter' })).toBe(true);
    store.preferences.msgHotkey = 'Enter';
    await screen.findByText('Enter envia · Shift+Enter quebra a linha');
    expect(fireEvent.keyDown(composer, { key: 'Enter' })).toBe(false);
  });

  test('a finished conversation hides the composer', async () => {
    const { id } = await openNewConversation();
    // The consumer ends it on the server: a list the workspace reads again agrees.
    await harness.demo.control.closeByClient(id);
    await screen.findByText('Esta conversa foi encerrada; não é possível responder.');
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
  });
});
