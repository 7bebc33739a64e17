import { definePlugin } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { conversationPlugin } from '.';
import ConversationTile from './ConversationTile';
import type { DroppedFiles } from './contract';

const harness = useHarness({ paused: true });

declare module '@tessera/core' {
  interface Commands {
    'inbox.take': DroppedFiles;
    'late-inbox.take': DroppedFiles;
  }
}

const taken: DroppedFiles[] = [];
/** A plugin that takes the files dropped on or pasted into a conversation. */
const inbox = definePlugin({
  id: 'inbox',
  title: { id: 'inbox.title' },
  description: { id: 'inbox.title' },
  messages: { pt: { 'inbox.title': 'Caixa', 'inbox.drop': 'Solte para anexar' }, en: { 'inbox.title': 'Inbox', 'inbox.drop': 'Drop to attach' } },
  contributes: {
    'conversation.fileDrops': [{ id: 'take', order: 1, label: { id: 'inbox.drop' }, command: 'inbox.take' }],
    commands: [{ id: 'inbox.take', run: (_ctx, dropped) => void taken.push(dropped) }],
  },
});

const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'sinistro.png', { type: 'image/png' });
/** What a browser's drag of files from the desktop carries. */
const dragOf = (files: File[]) => ({ dataTransfer: { types: ['Files'], files, dropEffect: 'none' } });

async function openConversation(plugins = [conversationPlugin, inbox]) {
  taken.length = 0;
  const c = Object.values(store.conversations).find((x) => x.status === 'active')!;
  store.threads[c.conversationId] = { messages: [], nextPage: 2, complete: true, status: 'success' };
  const { runtime } = harness.render(<ConversationTile />, plugins);
  harness.open(c.conversationId);
  await screen.findByRole('log');
  return { id: c.conversationId, runtime };
}

/** A taker that starts on first use, its messages held until `arrive()`. */
function lateTaker() {
  let arrive = () => undefined as void;
  const messagesOnTheWay = new Promise<void>((resolve) => (arrive = resolve));
  const lateInbox = definePlugin({
    id: 'late-inbox',
    title: { id: 'late-inbox.title' },
    description: { id: 'late-inbox.title' },
    activation: 'firstUse',
    messages: {
      pt: async () => {
        await messagesOnTheWay;
        return { default: { 'late-inbox.title': 'Caixa tardia', 'late-inbox.drop': 'Solte aqui' } };
      },
      en: async () => ({ default: { 'late-inbox.title': 'Late inbox', 'late-inbox.drop': 'Drop here' } }),
    },
    contributes: {
      'conversation.fileDrops': [{ id: 'take', order: 1, label: { id: 'late-inbox.drop' }, command: 'late-inbox.take' }],
      commands: [{ id: 'late-inbox.take', run: (_ctx, dropped) => void taken.push(dropped) }],
    },
  });
  return { lateInbox, arrive };
}

describe('files dropped on a conversation', () => {
  test('a zone named by the taker covers the conversation while files are dragged over; dropped files go to the taker, and the zone goes shortly after', async () => {
    const { id } = await openConversation();
    const log = screen.getByRole('log');
    const file = photo();
    fireEvent.dragEnter(log, dragOf([file]));
    expect(screen.getByText('Solte para anexar').getAttribute('role')).toBe('status');
    await act(async () => {
      fireEvent.drop(log, dragOf([file]));
    });
    expect(taken).toEqual([{ conversationId: id, files: [file] }]);
    expect(screen.queryByText('Solte para anexar')).not.toBeNull();
    await waitUntil(() => !screen.queryByText('Solte para anexar'), { timeout: 2_000, what: 'the zone to go after the drop' });
  });

  test('a taker that starts while the conversation is open (on first use) takes drops, and the reply box keeps the keyboard', async () => {
    const { lateInbox, arrive } = lateTaker();
    const { runtime } = await openConversation([conversationPlugin, lateInbox]);
    const box = screen.getByRole('textbox', { name: /^Mensagem para/ });
    act(() => box.focus());
    // The conversation showing its drop point starts the taker; it arrives while the agent is in the box.
    expect(runtime.activeIds()).not.toContain('late-inbox');
    await act(async () => arrive());
    await waitUntil(() => runtime.activeIds().includes('late-inbox'), { what: 'the taker to start' });
    fireEvent.dragEnter(screen.getByRole('log'), dragOf([photo()]));
    expect(screen.getByText('Solte aqui')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Mensagem para/ })).toBe(box);
    expect(document.activeElement).toBe(box);
  });

  test('files dragged before a taker that starts on first use runs: the zone says what a drop does, and the drop starts it and reaches it', async () => {
    const { lateInbox, arrive } = lateTaker();
    const { id, runtime } = await openConversation([conversationPlugin, lateInbox]);
    expect(runtime.activeIds()).not.toContain('late-inbox');
    const log = screen.getByRole('log');
    const file = photo();
    fireEvent.dragEnter(log, dragOf([file]));
    expect(screen.getByRole('status').textContent).toBe('Solte os arquivos para anexar à conversa');
    await act(async () => {
      fireEvent.drop(log, dragOf([file]));
      arrive();
    });
    await waitUntil(() => taken.length === 1, { what: 'the dropped files to reach the taker' });
    expect(taken).toEqual([{ conversationId: id, files: [file] }]);
    expect(runtime.activeIds()).toContain('late-inbox');
  });

  test('a drag of text, not files, shows no zone', async () => {
    await openConversation();
    fireEvent.dragEnter(screen.getByRole('log'), { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(screen.queryByText('Solte para anexar')).toBeNull();
  });

  test('without a taker, dragged files show no zone', async () => {
    await openConversation([conversationPlugin]);
    fireEvent.dragEnter(screen.getByRole('log'), dragOf([photo()]));
    expect(screen.queryByRole('status', { name: /anexar/ })).toBeNull();
    expect(document.querySelector('[role=status]')?.textContent ?? '').not.toContain('anexar');
  });

  test('files pasted into the reply box go to the taker; pasted text stays in the box', async () => {
    const { id } = await openConversation();
    const box = screen.getByRole('textbox', { name: /^Mensagem para/ });
    const file = photo();
    await act(async () => {
      fireEvent.paste(box, { clipboardData: { files: [file], getData: () => '' } });
    });
    expect(taken).toEqual([{ conversationId: id, files: [file] }]);
  });
});
