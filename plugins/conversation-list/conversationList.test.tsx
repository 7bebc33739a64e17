import { isFinished, loadConversations, sendMessage } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '../conversation';
import { conversationListPlugin } from '.';
import ConversationListTile from './ConversationListTile';

// Arrivals and consumer replies only when a test asks for them.
const harness = useHarness({ paused: true });

const channelLabel: Record<string, string> = { whatsapp: 'WhatsApp', webchat: 'Chat do site', telefone: 'Telefone', real_automation: 'Ticket' };

/** The demo's own record of the agent's conversations: what the list must show. */
function demoConversations() {
  return harness.demo.model.listConversations(store.session!.user.id);
}

async function renderList() {
  harness.render(<ConversationListTile />, [conversationListPlugin]);
  return screen.findByRole('listbox', { name: 'Conversas do agente' });
}

const rowOf = (list: HTMLElement, name: string) => within(list).getByRole('option', { name: new RegExp(`^${name}`) });
const rowNames = (list: HTMLElement) => within(list).getAllByRole('option').map((o) => o.firstElementChild!.textContent);

describe('conversation list plugin', () => {
  test('each of the agent’s conversations shows its consumer, last message, channel and SLA state', async () => {
    const list = await renderList();
    const expected = demoConversations();
    expect(expected.length).toBeGreaterThan(3);
    expect(within(list).getAllByRole('option')).toHaveLength(expected.length);

    for (const c of expected) {
      const row = rowOf(list, c.consumer.name);
      expect(within(row).getByText(c.lastMessage!.text)).toBeTruthy();
      expect(within(row).getByText(channelLabel[c.channel]!)).toBeTruthy();
      const sla = within(row).getByRole('img');
      const label = sla.getAttribute('aria-label');
      if (c.status === 'closed' || c.status === 'pos-chat') expect(label).toBe('Encerrada');
      else if (c.status === 'inactive') expect(label).toBe('Inativa');
      else expect(label).toMatch(/^(No prazo, \d\d:\d\d restantes|Prazo perto do fim, \d\d:\d\d restantes|Prazo estourado há \d\d:\d\d)$/);
    }
  });

  test('a last message that is only a file says so, with who sent it', async () => {
    const list = await renderList();
    const active = demoConversations().find((c) => c.status === 'active')!;
    await harness.connectHub();
    await act(() => harness.demo.control.consumerSendsFile(active.conversationId, 'audio'));
    await waitUntil(() => within(rowOf(list, active.consumer.name)).queryByText('Anexo') !== null, { what: 'the file-only preview' });
    expect(within(list).queryAllByText('Sem mensagens ainda')).toHaveLength(0);
  });

  test('the SLA clock says when the deadline passed and when it is still ahead', async () => {
    const list = await renderList();
    const active = demoConversations().find((c) => c.status === 'active')!;
    const row = rowOf(list, active.consumer.name);

    await act(async () => {
      store.conversations[active.conversationId]!.statusTriggers = { overdue: new Date(Date.now() - 90_000).toISOString(), inactive: undefined };
    });
    expect(within(row).getByRole('img').getAttribute('aria-label')).toMatch(/^Prazo estourado há 01:[23]\d$/);

    await act(async () => {
      const c = store.conversations[active.conversationId]!;
      c.statusTriggers = { overdue: new Date(Date.now() + c.slaLate * 1000 - 5_000).toISOString(), inactive: undefined };
    });
    expect(within(row).getByRole('img').getAttribute('aria-label')).toMatch(/^No prazo, \d\d:\d\d restantes$/);
  });

  test('the agent’s own last message reads “Você: …”', async () => {
    const list = await renderList();
    const active = demoConversations().find((c) => c.status === 'active' && c.channel === 'whatsapp')!;
    await act(() => sendMessage(active.conversationId, { text: 'Já abri o seu sinistro.' }));
    await within(rowOf(list, active.consumer.name)).findByText('Você: Já abri o seu sinistro.');
  });

  test('a conversation from the queue appears live, and consumer messages count as unread', async () => {
    await harness.connectHub();
    const list = await renderList();
    const before = within(list).getAllByRole('option').length;

    const id = await harness.demo.control.newConversation({ channel: 'webchat' });
    const name = harness.demo.model.getConversation(id)!.consumer.name;
    await waitUntil(() => within(list).queryAllByRole('option').length === before + 1, { timeout: 3_000, what: 'the new row' });
    const row = rowOf(list, name);
    expect(within(row).getByText('Chat do site')).toBeTruthy();
    const unreadBefore = store.conversations[id]!.unreadCount;

    await harness.demo.control.consumerSends(id, 'Alguém pode me atender?');
    await within(row).findByText('Alguém pode me atender?');
    expect(within(row).getByText(`${unreadBefore + 1} ${unreadBefore + 1 === 1 ? 'mensagem não lida' : 'mensagens não lidas'}`)).toBeTruthy();
  });

  test('clicking a row opens that conversation and clears its unread badge', async () => {
    const list = await renderList();
    const unread = demoConversations().find((c) => c.unreadCount > 0)!;
    const row = rowOf(list, unread.consumer.name);
    expect(within(row).getByText(/mensage(m|ns) não lida/)).toBeTruthy();
    expect(row.getAttribute('aria-selected')).toBe('false');

    await act(async () => {
      fireEvent.click(row);
    });

    expect(store.selectedConversationId).toBe(unread.conversationId);
    expect(row.getAttribute('aria-selected')).toBe('true');
    expect(within(row).queryByText(/mensage(m|ns) não lida/)).toBeNull();

    // Clicking the open conversation again keeps it open.
    await act(async () => {
      fireEvent.click(row);
    });
    expect(store.selectedConversationId).toBe(unread.conversationId);
    expect(row.getAttribute('aria-selected')).toBe('true');
  });

  test('arrow keys move along the list without opening; Enter opens the focused conversation', async () => {
    const list = await renderList();
    const [first, second] = within(list).getAllByRole('option');
    await act(async () => {
      fireEvent.click(first!);
      first!.focus();
    });
    const opened = store.selectedConversationId;
    expect(opened).not.toBeNull();
    const secondUnread = store.conversations[second!.getAttribute('data-key')!]!.unreadCount;

    await act(async () => {
      fireEvent.keyDown(first!, { key: 'ArrowDown' });
      fireEvent.keyUp(first!, { key: 'ArrowDown' });
    });
    expect(document.activeElement).toBe(second);
    // Passing over a conversation neither opens it nor marks it read.
    expect(store.selectedConversationId).toBe(opened);
    expect(store.conversations[second!.getAttribute('data-key')!]!.unreadCount).toBe(secondUnread);

    await act(async () => {
      fireEvent.keyDown(second!, { key: 'Enter' });
      fireEvent.keyUp(second!, { key: 'Enter' });
    });
    expect(store.selectedConversationId).toBe(second!.getAttribute('data-key'));
    expect(second!.getAttribute('aria-selected')).toBe('true');
  });

  test('words typed at a focused row open nothing and change no draft: Space is typing, only Enter opens', async () => {
    const list = await renderList();
    const [first] = within(list).getAllByRole('option');
    first!.focus();
    const drafts = JSON.stringify(store.drafts);
    await act(async () => {
      for (const k of 'Segunda resposta') {
        fireEvent.keyDown(document.activeElement!, { key: k });
        fireEvent.keyUp(document.activeElement!, { key: k });
      }
    });
    expect(store.selectedConversationId).toBeNull();
    expect(within(list).queryAllByRole('option', { selected: true })).toHaveLength(0);
    expect(JSON.stringify(store.drafts)).toBe(drafts);
    // The keyboard is still in the list, on a row.
    expect(within(list).getAllByRole('option')).toContain(document.activeElement);

    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: ' ' });
    });
    expect(store.selectedConversationId).toBeNull();
  });

  test('Home, End and a typed name move the focus; Tab lands on the open row; a focused row that leaves hands the keyboard on', async () => {
    const list = await renderList();
    const options = () => within(list).getAllByRole('option');
    const key = async (element: HTMLElement, k: string) => {
      await act(async () => {
        fireEvent.keyDown(element, { key: k });
      });
    };
    // One tab stop: the first row while nothing is open, then the open one.
    expect(options().filter((o) => o.tabIndex === 0)).toEqual([options()[0]]);
    await act(async () => {
      fireEvent.click(options()[2]!);
    });
    expect(options().filter((o) => o.tabIndex === 0)).toEqual([options()[2]]);

    options()[0]!.focus();
    await key(options()[0]!, 'End');
    expect(document.activeElement).toBe(options().at(-1));
    await key(options().at(-1)!, 'Home');
    expect(document.activeElement).toBe(options()[0]);
    const target = options()[3]!;
    const name = target.firstElementChild!.textContent!;
    await key(options()[0]!, name[0]!.toLowerCase());
    await key(document.activeElement as HTMLElement, name[1]!);
    expect(document.activeElement?.firstElementChild?.textContent?.startsWith(name.slice(0, 2))).toBe(true);

    // The focused conversation leaves the list (transferred away): the keyboard stays in the list.
    target.focus();
    const leaving = target.getAttribute('data-key')!;
    await act(async () => {
      delete store.conversations[leaving];
    });
    expect(within(list).queryByRole('option', { name: new RegExp(`^${name}$`) })).toBeNull();
    expect(options()).toContain(document.activeElement);
  });

  test('finished conversations come last, and one that closes live moves down', async () => {
    await harness.connectHub();
    const list = await renderList();
    const conversations = demoConversations();
    const finishedNames = new Set(conversations.filter((c) => isFinished(c)).map((c) => c.consumer.name));
    expect(finishedNames.size).toBeGreaterThan(0);
    const names = rowNames(list);
    const firstFinished = names.findIndex((n) => finishedNames.has(n!));
    expect(names.slice(firstFinished).every((n) => finishedNames.has(n!))).toBe(true);

    const open = conversations.find((c) => c.status === 'active' && c.channel !== 'telefone' && c.channel !== 'real_automation')!;
    expect(names.indexOf(open.consumer.name)).toBeLessThan(firstFinished);
    await harness.demo.control.closeByClient(open.conversationId);
    await waitUntil(() => isFinished(store.conversations[open.conversationId]!), { timeout: 3_000, what: 'the close event' });
    await act(async () => undefined);
    const after = rowNames(list);
    const unfinished = after.filter((n) => !finishedNames.has(n!) && n !== open.consumer.name);
    expect(after.indexOf(open.consumer.name)).toBeGreaterThan(after.indexOf(unfinished.at(-1)!));
    expect(within(rowOf(list, open.consumer.name)).getByRole('img').getAttribute('aria-label')).toBe('Encerrada');
  });

  test.each(['constructor', 'hasOwnProperty', 'toString', 'valueOf', '__proto__'])(
    'a conversation with the id %s arrives, opens, takes a message and leaves the list like any other',
    async (id) => {
      await harness.connectHub();
      const list = await renderList();
      const before = within(list).getAllByRole('option').length;
      const rowById = () => list.querySelector<HTMLElement>(`[role=option][data-key="${id}"]`);

      await harness.demo.control.newConversation({ channel: 'webchat', conversationId: id });
      await waitUntil(() => rowById() !== null, { timeout: 3_000, what: 'the new row' });
      const name = harness.demo.model.getConversation(id)!.consumer.name;
      expect(rowById()!.textContent).toContain(name);
      await act(async () => {
        fireEvent.click(rowById()!);
      });
      expect(rowById()!.getAttribute('aria-selected')).toBe('true');
      await harness.demo.control.consumerSends(id, 'Ainda estou aguardando.');
      await within(rowById()!).findByText('Ainda estou aguardando.');

      await harness.demo.control.transferBySystem(id);
      await waitUntil(() => rowById() === null, { timeout: 3_000, what: 'the row to leave' });
      expect(within(list).getAllByRole('option')).toHaveLength(before);
      expect(store.conversations[id]).toBeUndefined();
      expect(store.threads[id]).toBeUndefined();
    },
  );

  test('a press on a row asks for its newest messages at once, before the click opens it', async () => {
    harness.render(<ConversationListTile />, [conversationListPlugin, conversationPlugin]);
    const list = await screen.findByRole('listbox', { name: 'Conversas do agente' });
    const row = within(list).getAllByRole('option').find((o) => !o.getAttribute('aria-selected') || o.getAttribute('aria-selected') === 'false')!;
    const id = row.getAttribute('data-key')!;
    expect(store.threads[id]?.status ?? 'idle').toBe('idle');
    fireEvent.pointerDown(row, { button: 0 });
    expect(store.threads[id]?.status).toBe('loading');
    expect(store.selectedConversationId).not.toBe(id);
  });

  test('without conversations it says new ones will show up here', async () => {
    store.conversations = {};
    store.list = { status: 'success' };
    harness.render(<ConversationListTile />, [conversationListPlugin]);
    expect(screen.getByText('Nenhuma conversa por enquanto. Novas conversas aparecem aqui assim que chegam.')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  test('a failed load says why and “Tentar de novo” loads the list', async () => {
    store.conversations = {};
    store.list = { status: 'error', error: 'Serviço indisponível' };
    harness.render(<ConversationListTile />, [conversationListPlugin]);
    expect(screen.getByText('Não foi possível carregar as conversas: Serviço indisponível')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    const list = await screen.findByRole('listbox', { name: 'Conversas do agente' });
    expect(within(list).getAllByRole('option')).toHaveLength(demoConversations().length);
  });

  test('while the first load runs a spinner says the list is loading', async () => {
    store.conversations = {};
    store.list = { status: 'loading' };
    harness.render(<ConversationListTile />, [conversationListPlugin]);
    expect(screen.getByRole('status', { name: 'Carregando conversas…' })).toBeTruthy();
    await act(() => loadConversations());
    expect(await screen.findByRole('listbox', { name: 'Conversas do agente' })).toBeTruthy();
  });
});
