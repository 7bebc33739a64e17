import { isFinished, keyedRecord, sendMessage } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationListPlugin } from '.';
import ConversationListTile from './ConversationListTile';

// Only the test brings conversations in; the tab and filters start afresh for each test.
const harness = useHarness({ paused: true });

/**
 * The seeded demo (seed 2026) gives the agent six conversations: WhatsApp active with an unread
 * consumer message, web chat inactive whose consumer wrote last, phone active (a system note last),
 * ticket active with the consumer last, a closed WhatsApp (tabulated) and a web chat in pos-chat
 * (pending tabulation). So: Attending 3, Idle 1, Closed 2; Reply 3.
 */
function seeded() {
  const all = harness.demo.model.listConversations(store.session!.user.id);
  const find = (predicate: (c: (typeof all)[number]) => boolean) => all.find(predicate)!;
  return {
    all,
    whatsapp: find((c) => c.status === 'active' && c.channel === 'whatsapp'),
    phone: find((c) => c.channel === 'telefone'),
    inactive: find((c) => c.status === 'inactive'),
    closed: find((c) => c.status === 'closed'),
    posChat: find((c) => c.status === 'pos-chat'),
  };
}

async function renderList() {
  harness.render(<ConversationListTile />, [conversationListPlugin]);
  await screen.findByRole('listbox', { name: 'Conversas do agente' });
}

const list = () => screen.getByRole('listbox', { name: 'Conversas do agente' });
/** The conversation rows (an empty list still holds one option: its "nothing here" message). */
const rows = () => within(list()).queryAllByRole('option').filter((o) => o.hasAttribute('data-key'));
const rowNames = () => rows().map((o) => o.firstElementChild!.textContent);
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name},`) });
const filter = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name},`) });
const press = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const key = async (element: HTMLElement, k: string) => {
  await act(async () => {
    fireEvent.keyDown(element, { key: k });
    fireEvent.keyUp(element, { key: k });
  });
};

describe('Inbox and Reply tabs', () => {
  test('Inbox lists every conversation; Reply only those whose consumer awaits an answer, and says so', async () => {
    await renderList();
    const { all, phone, closed } = seeded();
    expect(screen.getByRole('tablist', { name: 'Caixas de conversas' })).toBeTruthy();
    expect(tab('Entrada').getAttribute('aria-label')).toBe(`Entrada, ${all.length} conversas`);
    expect(tab('Entrada').getAttribute('aria-selected')).toBe('true');
    expect(tab('Responder').getAttribute('aria-label')).toBe('Responder, 3 conversas');
    const rule = document.getElementById(tab('Responder').getAttribute('aria-describedby')!);
    expect(rule?.textContent).toBe('Conversas em aberto em que o cliente falou por último e aguarda a sua resposta.');
    expect(rows()).toHaveLength(all.length);

    // Arrow keys move between the tabs and select them.
    tab('Entrada').focus();
    await key(tab('Entrada'), 'ArrowRight');
    expect(tab('Responder').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: /^Responder/ })).toBeTruthy();
    expect(rows()).toHaveLength(3);
    expect(rowNames()).not.toContain(phone.consumer.name);
    expect(rowNames()).not.toContain(closed.consumer.name);
  });

  test('the agent’s reply takes a conversation off Reply; a consumer message brings it back', async () => {
    await harness.connectHub();
    await renderList();
    const { whatsapp } = seeded();
    await press(tab('Responder'));
    expect(rowNames()).toContain(whatsapp.consumer.name);

    await act(() => sendMessage(whatsapp.conversationId, { text: 'Já estou verificando o seu sinistro.' }));
    expect(rowNames()).not.toContain(whatsapp.consumer.name);
    expect(tab('Responder').getAttribute('aria-label')).toBe('Responder, 2 conversas');

    await harness.demo.control.consumerSends(whatsapp.conversationId, 'Obrigado! Fico no aguardo.');
    await waitUntil(() => rowNames().includes(whatsapp.consumer.name), { timeout: 3_000, what: 'the row back on Reply' });
    expect(tab('Responder').getAttribute('aria-label')).toBe('Responder, 3 conversas');
  });

  test('opening a conversation does not take it off Reply: reading is not replying', async () => {
    await renderList();
    const { whatsapp } = seeded();
    await press(tab('Responder'));
    const row = within(list()).getByRole('option', { name: new RegExp(`^${whatsapp.consumer.name}`) });
    await press(row);
    expect(store.selectedConversationId).toBe(whatsapp.conversationId);
    expect(rowNames()).toContain(whatsapp.consumer.name);
    expect(tab('Responder').getAttribute('aria-label')).toBe('Responder, 3 conversas');
  });

  test('Reply with nobody waiting says so', async () => {
    await renderList();
    await act(async () => {
      for (const c of Object.values(store.conversations)) {
        c.unreadCount = 0;
        if (c.lastMessage) c.lastMessage = { ...c.lastMessage, by: 'agent' };
      }
    });
    expect(tab('Responder').getAttribute('aria-label')).toBe('Responder, 0 conversas');
    await press(tab('Responder'));
    expect(rows()).toHaveLength(0);
    expect(within(list()).getByText('Ninguém aguardando a sua resposta.')).toBeTruthy();
  });
});

describe('Attending, Idle and Closed filters', () => {
  test('each shows its count, and pressing them narrows the list to their union', async () => {
    await renderList();
    const { inactive, closed, posChat } = seeded();
    const group = screen.getByRole('toolbar', { name: 'Filtrar por situação' });
    expect(within(group).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Atendendo, 3 conversas',
      'Inativas, 1 conversa',
      'Encerradas, 2 conversas',
    ]);
    expect(filter('Encerradas').getAttribute('aria-pressed')).toBe('false');

    await press(filter('Encerradas'));
    expect(filter('Encerradas').getAttribute('aria-pressed')).toBe('true');
    expect(rowNames().sort()).toEqual([closed.consumer.name, posChat.consumer.name].sort());

    await press(filter('Inativas'));
    expect(rowNames()).toHaveLength(3);
    expect(rowNames()).toContain(inactive.consumer.name);

    // Off again: the whole tab.
    await press(filter('Encerradas'));
    await press(filter('Inativas'));
    expect(rows()).toHaveLength(seeded().all.length);
  });

  test('keyboard: arrow keys move along the buttons, Space toggles', async () => {
    await renderList();
    filter('Atendendo').focus();
    await key(filter('Atendendo'), 'ArrowRight');
    expect(document.activeElement).toBe(filter('Inativas'));
    await key(filter('Inativas'), ' ');
    expect(filter('Inativas').getAttribute('aria-pressed')).toBe('true');
    expect(rowNames()).toEqual([seeded().inactive.consumer.name]);
  });

  test('counts follow the demo live: a conversation arrives, one goes idle, one closes', async () => {
    await harness.connectHub();
    await renderList();
    const { whatsapp, phone } = seeded();

    await harness.demo.control.newConversation({ channel: 'webchat' });
    await waitUntil(() => filter('Atendendo').getAttribute('aria-label') === 'Atendendo, 4 conversas', { timeout: 3_000, what: 'Attending 4' });

    await harness.demo.control.markInactive(phone.conversationId);
    await waitUntil(() => filter('Inativas').getAttribute('aria-label') === 'Inativas, 2 conversas', { timeout: 3_000, what: 'Idle 2' });
    expect(filter('Atendendo').getAttribute('aria-label')).toBe('Atendendo, 3 conversas');

    await harness.demo.control.closeByClient(whatsapp.conversationId);
    await waitUntil(() => filter('Encerradas').getAttribute('aria-label') === 'Encerradas, 3 conversas', { timeout: 3_000, what: 'Closed 3' });
    expect(filter('Atendendo').getAttribute('aria-label')).toBe('Atendendo, 2 conversas');
    expect(tab('Entrada').getAttribute('aria-label')).toBe(`Entrada, ${seeded().all.length} conversas`);
  });

  test('a filtered list keeps up too: a conversation that closes leaves Attending', async () => {
    await harness.connectHub();
    await renderList();
    const { whatsapp } = seeded();
    await press(filter('Atendendo'));
    expect(rowNames()).toContain(whatsapp.consumer.name);
    await harness.demo.control.closeByClient(whatsapp.conversationId);
    await waitUntil(() => isFinished(store.conversations[whatsapp.conversationId]!), { timeout: 3_000, what: 'the close event' });
    await act(async () => undefined);
    expect(rowNames()).not.toContain(whatsapp.consumer.name);
  });

  test('filters that match nothing say so', async () => {
    await renderList();
    await press(tab('Responder'));
    await press(filter('Encerradas'));
    expect(rows()).toHaveLength(0);
    expect(within(list()).getByText('Nenhuma conversa com estes filtros.')).toBeTruthy();
  });
});

describe('a list of thousands', () => {
  test('renders the rows in view, each saying its place in the whole list; the keyboard still reaches every row', async () => {
    const base = Object.values(store.conversations)[0]!;
    const many = Array.from({ length: 1_200 }, (_, i) => ({
      ...base,
      conversationId: `muitas-${String(i).padStart(4, '0')}`,
      consumer: { id: `cns-muitas-${i}`, name: `Cliente ${String(i).padStart(4, '0')}` },
      status: 'active' as const,
      statusTriggers: { overdue: new Date(Date.now() + 60_000 + i * 1_000).toISOString(), inactive: undefined },
    }));
    await act(async () => {
      store.conversations = keyedRecord(many.map((c) => [c.conversationId, c] as const));
    });
    await renderList();
    const options = () => within(list()).getAllByRole('option');
    expect(tab('Entrada').getAttribute('aria-label')).toBe('Entrada, 1.200 conversas');
    expect(options().length).toBeLessThan(100);
    expect(options()[0]!.getAttribute('aria-setsize')).toBe('1200');
    expect(options()[0]!.getAttribute('aria-posinset')).toBe('1');

    options()[0]!.focus();
    await act(async () => {
      fireEvent.keyDown(options()[0]!, { key: 'End' });
    });
    await waitUntil(() => document.activeElement?.getAttribute('aria-posinset') === '1200', { timeout: 2_000, what: 'the last row to take the focus' });
    expect(document.activeElement!.textContent).toContain('Cliente 1199');
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    });
    await waitUntil(() => document.activeElement?.getAttribute('aria-posinset') === '1', { timeout: 2_000, what: 'the first row to take the focus' });
  });
});
