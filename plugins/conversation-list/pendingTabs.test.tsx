import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { tabulationPlugin } from '../tabulation';
import { conversationListPlugin } from '.';
import ConversationListTile from './ConversationListTile';

const harness = useHarness({ paused: true });

/** The seeded demo: a web chat in pos-chat awaits tabulation; the closed WhatsApp was tabulated. */
function seeded() {
  const all = harness.demo.model.listConversations(store.session!.user.id);
  return {
    pending: all.find((c) => c.status === 'pos-chat')!,
    tabulated: all.find((c) => c.status === 'closed')!,
    active: all.find((c) => c.status === 'active' && c.channel === 'whatsapp')!,
  };
}

async function renderList() {
  harness.render(<ConversationListTile />, [conversationListPlugin]);
  await screen.findByRole('listbox', { name: 'Conversas do agente' });
}

const block = () => screen.queryByRole('list', { name: 'Tabulação pendente' });
const toggle = () => screen.getByRole('button', { name: /^Tabulação pendente,/ });
const entryNames = () => within(block()!).getAllByRole('button').map((b) => b.firstElementChild!.textContent);

/** What the server's session says of the Tab feature (spec 000 §6: it gates pending tabs). */
async function setTabFeature(tab: { active: boolean; required: boolean } | undefined) {
  await act(async () => {
    const others = store.session!.features.filter((f) => f.name !== 'Tab');
    store.session!.features = tab ? [...others, { name: 'Tab', ...tab, config: { list: [] } }] : others;
  });
}

describe('pending tabulation block', () => {
  test('lists the finished conversations awaiting tabulation, and only those', async () => {
    await renderList();
    const { pending, tabulated } = seeded();
    expect(toggle().getAttribute('aria-label')).toBe('Tabulação pendente, 1 conversa');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(entryNames()).toEqual([pending.consumer.name]);
    expect(within(block()!).getByRole('button').textContent).toMatch(/Encerrada às \d\d:\d\d$/);
    expect(entryNames()).not.toContain(tabulated.consumer.name);
  });

  test('pressing one opens that conversation, and the list shows it open', async () => {
    await renderList();
    const { pending } = seeded();
    await act(async () => {
      fireEvent.click(within(block()!).getByRole('button', { name: new RegExp(`^${pending.consumer.name}`) }));
    });
    expect(store.selectedConversationId).toBe(pending.conversationId);
    expect(within(block()!).getByRole('button', { name: new RegExp(`^${pending.consumer.name}`) }).getAttribute('aria-current')).toBe('true');
    const row = within(screen.getByRole('listbox', { name: 'Conversas do agente' })).getByRole('option', { name: new RegExp(`^${pending.consumer.name}`) });
    expect(row.getAttribute('aria-selected')).toBe('true');
  });

  test('with the tabulation plugin running, pressing one also opens its form', async () => {
    // The workspace mounts the tabulation's dialog (an overlay) beside the list.
    harness.renderWorkspace([conversationListPlugin, tabulationPlugin]);
    await screen.findByRole('listbox', { name: 'Conversas do agente' });
    const { pending } = seeded();
    await act(async () => {
      fireEvent.click(within(block()!).getByRole('button', { name: new RegExp(`^${pending.consumer.name}`) }));
    });
    expect(store.selectedConversationId).toBe(pending.conversationId);
    expect(await screen.findByRole('dialog', { name: 'Tabular conversa' })).toBeTruthy();
  });

  test('without it, pressing one only opens the conversation', async () => {
    await renderList();
    const { pending } = seeded();
    await act(async () => {
      fireEvent.click(within(block()!).getByRole('button', { name: new RegExp(`^${pending.consumer.name}`) }));
    });
    expect(store.selectedConversationId).toBe(pending.conversationId);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a conversation the consumer closes joins the block live', async () => {
    await harness.connectHub();
    await renderList();
    const { pending, active } = seeded();
    await harness.demo.control.closeByClient(active.conversationId);
    await waitUntil(() => toggle().getAttribute('aria-label') === 'Tabulação pendente, 2 conversas', { timeout: 3_000, what: 'two pending' });
    // Earliest end first: the seeded one ended long ago.
    expect(entryNames()).toEqual([pending.consumer.name, active.consumer.name]);
  });

  test('the agent can fold it away and unfold it', async () => {
    await renderList();
    await act(async () => {
      fireEvent.click(toggle());
    });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(block()).toBeNull();
    await act(async () => {
      fireEvent.click(toggle());
    });
    expect(block()).not.toBeNull();
  });

  test('only while the Tab feature is active and required', async () => {
    await renderList();
    expect(block()).not.toBeNull();

    await setTabFeature({ active: true, required: false });
    expect(block()).toBeNull();
    expect(screen.queryByRole('button', { name: /^Tabulação pendente/ })).toBeNull();

    await setTabFeature({ active: false, required: true });
    expect(block()).toBeNull();

    await setTabFeature(undefined);
    expect(block()).toBeNull();

    await setTabFeature({ active: true, required: true });
    expect(block()).not.toBeNull();
    // The list itself is the same either way.
    expect(screen.getByRole('listbox', { name: 'Conversas do agente' })).toBeTruthy();
  });

  test('nothing pending, no block', async () => {
    await renderList();
    await act(async () => {
      for (const c of Object.values(store.conversations)) c.pendingTab = false;
    });
    expect(screen.queryByRole('button', { name: /^Tabulação pendente/ })).toBeNull();
  });
});
