import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '../conversation';
import { conversationListPlugin } from '../conversation-list';
import { dockPlugin } from '../dock';
import { historyPlugin } from '.';

const harness = useHarness({ paused: true });
const plugins = [conversationListPlugin, conversationPlugin, dockPlugin, historyPlugin];

const press = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

/** Requests the demo received whose path includes `part`. */
function recordRequests(part: string) {
  const seen: string[] = [];
  harness.demo.server.events.on('request:start', ({ request }) => {
    if (request.url.includes(part)) seen.push(new URL(request.url).pathname);
  });
  return seen;
}

/** A whatsapp conversation open, its history shown in the dock. */
async function openHistory(options: { channel?: string } = { channel: 'whatsapp' }) {
  const id = await harness.newConversation(options);
  harness.renderWorkspace(plugins);
  await harness.open(id);
  await press(await screen.findByRole('button', { name: 'Histórico' }));
  return id;
}

describe('the consumer history', () => {
  test('lists the earlier conversations, localized and researched, under the CSAT average against the goal', async () => {
    const id = await openHistory();
    const history = await harness.demo.control.consumerHistory(id);
    const researched = history.filter((c) => c.isResearched);
    const localized = history.filter((c) => !c.isResearched);
    expect(researched.length).toBeGreaterThan(0);

    const researchedList = await screen.findByRole('region', { name: `Pesquisadas (${researched.length})` });
    const localizedList = screen.getByRole('region', { name: `Localizadas (${localized.length})` });
    expect(within(researchedList).getAllByRole('button')).toHaveLength(researched.length);
    expect(within(localizedList).queryAllByRole('button')).toHaveLength(localized.length);
    for (const c of researched) within(researchedList).getByRole('button', { name: new RegExp(`^Protocolo ${c.protocol}\\b`) });

    const scores = researched.map((c) => Number(c.csat));
    const average = (scores.reduce((a, b) => a + b, 0) / scores.length).toFixed(2).replace('.', ',');
    // The demo's goal (GET /goal-user) is 85 %.
    const header = screen.getByText('Média de satisfação:').parentElement!;
    expect(header.textContent).toBe(`Média de satisfação:${average}%Meta: 85%`);
  });

  test('a past conversation opens with its protocol and tabs; its messages page and are searched by keyboard', async () => {
    const id = await openHistory();
    const history = await harness.demo.control.consumerHistory(id);
    const long = history.find((c) => c.messages > 15) ?? history[0]!;
    await press(await screen.findByRole('button', { name: new RegExp(`^Protocolo ${long.protocol}\\b`) }));

    expect(await screen.findByRole('heading', { name: `Protocolo ${long.protocol}` })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mensagens', selected: true })).toBeTruthy();
    screen.getByRole('tab', { name: 'Dados' });
    screen.getByRole('tab', { name: 'Observações' });
    const list = screen.getByRole('list', { name: `Mensagens do protocolo ${long.protocol}` });
    const shown = within(list).getAllByRole('listitem').length;
    expect(shown).toBe(Math.min(15, long.messages));
    if (long.messages > 15) {
      await press(screen.getByRole('button', { name: 'Carregar mensagens' }));
      expect(within(list).getAllByRole('listitem')).toHaveLength(Math.min(30, long.messages));
    }

    // Every demo conversation ends with the protocol the agent gave or asks something: search a word all carry.
    const search = screen.getByRole('searchbox', { name: 'Buscar nas mensagens' });
    fireEvent.change(search, { target: { value: 'a' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    const counter = await screen.findByText(/^1\/\d+\+?$/);
    const total = Number(counter.textContent!.split('/')[1]!.replace('+', ''));
    expect(total).toBeGreaterThan(2);
    expect(list.querySelector('mark[aria-current="true"]')?.getAttribute('data-match')).toBe('0');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(counter.textContent).toBe(`3/${counter.textContent!.split('/')[1]}`);
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    expect(list.querySelector('mark[aria-current="true"]')?.getAttribute('data-match')).toBe('1');
    expect(list.querySelectorAll('mark').length).toBe(total);

    // Markup typed in the search is text: nothing is found, nothing is injected.
    fireEvent.change(search, { target: { value: '<img src=x onerror=alert(1)>' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByText('0/0')).toBeTruthy();
    expect(list.querySelector('img')).toBeNull();

    await press(screen.getByRole('tab', { name: 'Dados' }));
    expect(await screen.findByText(long.protocol, { selector: 'dd' })).toBeTruthy();

    await press(screen.getByRole('button', { name: 'Voltar ao histórico' }));
    expect(await screen.findByRole('search', { name: 'Busca por protocolo' })).toBeTruthy();
  });

  test('the Notes tab shows the transfer reasons of a past conversation, or says there are none', async () => {
    // The seed's first consumer in the list has one of each.
    const id = await openHistory();
    const history = await harness.demo.control.consumerHistory(id);
    for (const c of [history.find((h) => h.comments > 0), history.find((h) => h.comments === 0)]) {
      if (!c) continue;
      await press(await screen.findByRole('button', { name: new RegExp(`^Protocolo ${c.protocol}\\b`) }));
      await press(await screen.findByRole('tab', { name: 'Observações' }));
      const panel = await screen.findByRole('tabpanel', { name: 'Observações' });
      if (c.comments > 0) expect(within(panel).getByText(/precisa de atendimento especializado/)).toBeTruthy();
      else expect(within(panel).getByText('Nenhuma observação nesta conversa.')).toBeTruthy();
      await press(screen.getByRole('button', { name: 'Voltar ao histórico' }));
    }
    expect(history.some((h) => h.comments > 0)).toBe(true);
  });

  test('a protocol in the loaded history opens at once; another is asked of the server; a miss says so for 3 s', async () => {
    const id = await openHistory();
    const calls = recordRequests('/protocol');
    const history = await harness.demo.control.consumerHistory(id);
    const input = await screen.findByRole('spinbutton', { name: 'Protocolo' });
    const submit = screen.getByRole('button', { name: 'Buscar' });

    // Empty does nothing; below 0 is 0.
    await press(submit);
    fireEvent.change(input, { target: { value: '-4' } });
    expect((input as HTMLInputElement).value).toBe('0');

    fireEvent.change(input, { target: { value: history[0]!.protocol } });
    await press(submit);
    expect(await screen.findByRole('heading', { name: `Protocolo ${history[0]!.protocol}` })).toBeTruthy();
    expect(calls).toEqual([]);
    await press(screen.getByRole('button', { name: 'Voltar ao histórico' }));

    const foreign = await harness.demo.control.foreignProtocol(id);
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Protocolo' }), { target: { value: foreign } });
    await press(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('heading', { name: `Protocolo ${foreign}` })).toBeTruthy();
    expect(calls).toHaveLength(1);
    await press(screen.getByRole('button', { name: 'Voltar ao histórico' }));

    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Protocolo' }), { target: { value: '999' } });
    await press(screen.getByRole('button', { name: 'Buscar' }));
    const notices = await screen.findByRole('region', { name: 'Notificações' });
    expect(await within(notices).findByText('Conversa não encontrada')).toBeTruthy();

    await act(async () => harness.demo.control.setProtocolFailure(true));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Protocolo' }), { target: { value: '1234' } });
    await press(screen.getByRole('button', { name: 'Buscar' }));
    expect(await within(notices).findByText('Ocorreu um erro. Tente novamente.')).toBeTruthy();
  });

  test('a history that fails to load says nothing new', async () => {
    await act(async () => harness.demo.control.setHistoryFailure(true));
    const calls = recordRequests('/conversations/');
    await openHistory();
    await waitUntil(() => calls.length > 0, { what: 'the history call' });
    await harness.flushRequests();
    expect(screen.queryByText(/Localizadas|Pesquisadas|Média de satisfação|Nenhuma conversa anterior/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Notificações' })?.textContent ?? '').toBe('');
    // The protocol search still works.
    expect(screen.getByRole('search', { name: 'Busca por protocolo' })).toBeTruthy();
  });

  test('the conversation closing, missing from the history read, makes it read again and list it', async () => {
    const calls = recordRequests('/conversations/whatsapp');
    const id = await openHistory();
    await screen.findByRole('region', { name: /^Pesquisadas/ });
    expect(calls).toHaveLength(1);
    await act(async () => harness.demo.control.closeByClient(id));
    await act(() => harness.flushRequests());
    await waitUntil(() => store.conversations[id]?.status === 'pos-chat' || store.conversations[id]?.status === 'closed', { what: 'the close' });
    const protocol = store.conversations[id]!.protocol!;
    expect(await screen.findByRole('button', { name: new RegExp(`^Protocolo ${protocol}\\b`) })).toBeTruthy();
    await waitUntil(() => calls.length === 2, { what: 'the history read again' });
  });

  test('is not offered for phone or ticket conversations', async () => {
    const phone = await harness.newConversation({ channel: 'telefone' });
    harness.renderWorkspace(plugins);
    await harness.open(phone);
    await screen.findByRole('log');
    expect(screen.queryByRole('button', { name: 'Histórico' })).toBeNull();
    const ticket = await harness.newConversation({ channel: 'real_automation' });
    await harness.open(ticket);
    expect(screen.queryByRole('button', { name: 'Histórico' })).toBeNull();
    const chat = await harness.newConversation({ channel: 'webchat' });
    await harness.open(chat);
    expect(await screen.findByRole('button', { name: 'Histórico' })).toBeTruthy();
  });
});
