import { useSelectedConversationId } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { apiUrl } from '@tessera/core/testing/demo';
import { afterEach, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { dockPlugin } from '../dock';
import { tabulationPlugin } from '../tabulation';
import { transferPlugin } from '../transfer';
import { widgetsPlugin } from '../widgets';
import { serviceToolsPlugin } from '.';
import ServiceToolsPanel from './ServiceToolsPanel';

const harness = useHarness({ paused: true });
let writeText: ReturnType<typeof rs.spyOn>;
beforeEach(() => {
  writeText = rs.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
});
afterEach(async () => {
  writeText.mockRestore();
  await harness.demo.control.failWidgetData(null);
});

/** The panel as the dock shows it: following the open conversation. */
function Shown() {
  return <ServiceToolsPanel conversationId={useSelectedConversationId()} />;
}
const press = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
/** The customer data as read: each row's term and value, a '—' between groups. */
function readData(): string[] {
  const group = screen.getByRole('group', { name: 'Dados do cliente' });
  return [...group.children].flatMap((child) =>
    child.tagName === 'HR' ? ['—'] : [...child.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent}`),
  );
}

async function openChat(which: 'full' | 'siebelOnly' | 'invalidValue', skillId = 'skl-vida') {
  const id = await harness.newConversation({ channel: 'whatsapp', skillId });
  await harness.demo.control.setCustomerDataCase(id, which);
  harness.render(<Shown />, [serviceToolsPlugin, widgetsPlugin]);
  await act(async () => harness.open(id));
  return id;
}

describe('service tools: Data', () => {
  test('the breadcrumb, then the customer’s data by group with dividers; each value copies with “Copiado”', async () => {
    const id = await openChat('full');
    await screen.findByRole('group', { name: 'Dados do cliente' });
    const held = harness.demo.model.state.conversations[id]!;
    const consumer = harness.demo.model.state.consumers.find((c) => c.id === held.consumerId)!;
    const breadcrumbs = (held.conversation.extraInfo.usability as { breadcrumbs: string }).breadcrumbs;
    const trail = screen.getByRole('navigation', { name: 'Trilha do atendimento' });
    expect(within(trail).getAllByRole('listitem').map((li) => li.textContent)).toEqual(breadcrumbs.split(' > '));

    const rows = readData();
    expect(rows.map((r) => (r === '—' ? r : r.split(':')[0]))).toEqual([
      'Telefone',
      'CPF',
      'Protocolo',
      '—',
      'Produto',
      'Status',
      'Observação',
      '—',
      'Apólice',
      ...(rows.some((r) => r.startsWith('Placa')) ? ['Placa'] : []),
      'Endereço',
      '—',
      'Validação CPF',
      '—',
      'Validação endereço',
    ]);
    expect(rows).toContain(`CPF: ${consumer.cpf}`);

    await press(screen.getByRole('button', { name: 'Copiar CPF' }));
    expect(writeText).toHaveBeenCalledWith(consumer.cpf);
    expect(await screen.findByText('Copiado')).toBeTruthy();
  });

  test('one key of user_data: the siebel fields as Protocolo, Apólice, CPF', async () => {
    const id = await openChat('siebelOnly');
    await screen.findByRole('group', { name: 'Dados do cliente' });
    const held = harness.demo.model.state.conversations[id]!;
    const consumer = harness.demo.model.state.consumers.find((c) => c.id === held.consumerId)!;
    expect(readData()).toEqual([`CPF: ${consumer.cpf}`, `Protocolo: 1-${held.conversation.protocol.slice(-8)}`, '—', `Apólice: ${consumer.policy}`]);
  });

  test('values that are not text read “tipo inválido”, with nothing to copy; numbers are text', async () => {
    await openChat('invalidValue');
    await screen.findByRole('group', { name: 'Dados do cliente' });
    const rows = readData();
    expect(rows).toContain('Coberturas: tipo inválido');
    expect(rows).toContain('Cliente vip: tipo inválido');
    expect(rows).toContain('Parcelas em aberto: 2');
    expect(screen.queryByRole('button', { name: 'Copiar Coberturas' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copiar Parcelas em aberto' })).toBeTruthy();
  });

  test('a failure says the server’s message or “Serviço indisponível”, and “Tentar novamente” asks again', async () => {
    await harness.demo.control.failWidgetData('serverError');
    const id = await harness.newConversation({ channel: 'whatsapp', skillId: 'skl-residencial' });
    harness.render(<Shown />, [serviceToolsPlugin, widgetsPlugin]);
    await act(async () => harness.open(id));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar as informações do widget: Serviço indisponível');

    await harness.demo.control.failWidgetData('message');
    await press(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitUntil(() => !!screen.queryByText(/Cadastro do cliente em manutenção no sistema da seguradora/), { what: 'the insurer’s message' });

    await harness.demo.control.failWidgetData(null);
    await press(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('group', { name: 'Dados do cliente' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('while asking again the button reads “Aguarde”', async () => {
    await harness.demo.control.failWidgetData('serverError');
    const id = await harness.newConversation({ channel: 'whatsapp', skillId: 'skl-assistencia' });
    harness.render(<Shown />, [serviceToolsPlugin, widgetsPlugin]);
    await act(async () => harness.open(id));
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    // The demo answers later: the request is on its way.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    harness.demo.server.use(
      http.post(apiUrl({ base: 'clients', path: '/widget-data' }), async () => {
        await held;
        return HttpResponse.json({ message: 'Unavailable' }, { status: 500 });
      }),
    );
    await press(retry);
    const waiting = screen.getByRole('button', { name: 'Aguarde' });
    expect(waiting.hasAttribute('disabled') || waiting.getAttribute('aria-disabled') === 'true' || waiting.hasAttribute('data-disabled')).toBe(true);
    await act(async () => release());
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  test('no breadcrumb for a ticket conversation', async () => {
    // A company whose ticket queue has a usability widget too.
    harness.demo.server.use(
      http.get(apiUrl({ base: 'clients', path: '/user/widgets' }), () =>
        HttpResponse.json({ data: { widgets: [{ id: 'wdg-t', name: 'Usabilidade', skill_id: 'skl-tickets', widget_type: 'url_json' }] } }),
      ),
      http.post(apiUrl({ base: 'clients', path: '/widget-data' }), () =>
        HttpResponse.json({ data: { widget_type: 'url_json', data: { user_data: { cpf: '1', telefone: '2' }, siebel_data: {}, breadcrumbs: 'Ticket > Reembolso' } } }),
      ),
    );
    const id = await harness.newConversation({ channel: 'real_automation' });
    harness.render(<Shown />, [serviceToolsPlugin, widgetsPlugin]);
    await act(async () => harness.open(id));
    expect(readDataWhenShown(await screen.findByRole('group', { name: 'Dados do cliente' }))).toEqual(['Telefone: 2', 'CPF: 1']);
    expect(screen.queryByRole('navigation', { name: 'Trilha do atendimento' })).toBeNull();
  });
});
const readDataWhenShown = (_group: HTMLElement) => readData();

describe('service tools: Notes', () => {
  test('the conversation’s private notes, and only those', async () => {
    const id = await harness.newConversation({ channel: 'whatsapp', skillId: 'skl-vida' });
    await act(async () => harness.demo.control.authorSends(id, { by: 'manager', text: 'Cliente pediu retorno às 15h.', private: true }));
    await act(async () => harness.demo.control.authorSends(id, { by: 'agent', text: 'Mensagem pública ao cliente.' }));
    harness.render(<Shown />, [serviceToolsPlugin, widgetsPlugin]);
    await act(async () => harness.open(id));
    await press(screen.getByRole('tab', { name: 'Notas' }));
    const notes = await screen.findByRole('list', { name: 'Notas da conversa' });
    expect(within(notes).getAllByRole('listitem')).toHaveLength(1);
    expect(within(notes).getByText('Cliente pediu retorno às 15h.')).toBeTruthy();
    expect(within(notes).getByText('Privada')).toBeTruthy();
    expect(screen.queryByText('Mensagem pública ao cliente.')).toBeNull();
  });

  test('none: it says so', async () => {
    const id = await harness.newConversation({ channel: 'webchat', skillId: 'skl-vida' });
    harness.render(<Shown />, [serviceToolsPlugin, widgetsPlugin]);
    await act(async () => harness.open(id));
    await press(screen.getByRole('tab', { name: 'Notas' }));
    expect(await screen.findByText('Nenhuma nota privada nesta conversa.')).toBeTruthy();
  });
});

describe('service tools: an open phone conversation', () => {
  const all = [dockPlugin, serviceToolsPlugin, widgetsPlugin, transferPlugin, tabulationPlugin];
  const phoneGroup = () => screen.queryByRole('group', { name: 'Ligação em andamento' });

  test('a running timer, and transfer and close opening their dialogs', async () => {
    const id = await harness.newConversation({ channel: 'telefone' });
    harness.renderWorkspace(all);
    await act(async () => harness.open(id));
    const bar = await screen.findByRole('group', { name: 'Ligação em andamento' });
    const timer = within(bar).getByRole('timer', { name: 'Tempo de atendimento' });
    expect(timer.textContent).toMatch(/^\d\d:\d\d(:\d\d)?$/);

    await press(within(bar).getByRole('button', { name: 'Encerrar' }));
    expect(await screen.findByRole('dialog', { name: 'Encerrar conversa' })).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    });
    await waitUntil(() => !screen.queryByRole('dialog', { name: 'Encerrar conversa' }), { what: 'the close dialog to go' });
    await press(within(bar).getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByRole('dialog', { name: /^Transferir conversa/ })).toBeTruthy();
  });

  test('the timer counts on the shared clock', async () => {
    const id = await harness.newConversation({ channel: 'telefone' });
    const since = Date.parse(store.conversations[id]!.assignedTime ?? store.conversations[id]!.start!);
    // The clock is fake before the timer shows, so the shared ticker runs on it.
    rs.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      rs.setSystemTime(since + 10_000);
      harness.render(<Shown />, all.slice(1));
      await act(async () => harness.open(id));
      expect(screen.getByRole('timer', { name: 'Tempo de atendimento' }).textContent).toBe('00:10');
      rs.setSystemTime(since + 65_000);
      await act(async () => rs.advanceTimersByTime(1_000));
      expect(screen.getByRole('timer', { name: 'Tempo de atendimento' }).textContent).toBe('01:06');
      await act(async () => rs.advanceTimersByTime(1_000));
      expect(screen.getByRole('timer', { name: 'Tempo de atendimento' }).textContent).toBe('01:07');
    } finally {
      rs.useRealTimers();
    }
  });

  test('without the transfer and tabulation plugins their buttons are not there; not on chats nor closed calls', async () => {
    const phone = await harness.newConversation({ channel: 'telefone' });
    const chat = await harness.newConversation({ channel: 'whatsapp', skillId: 'skl-vida' });
    harness.render(<Shown />, [serviceToolsPlugin, widgetsPlugin]);
    await act(async () => harness.open(phone));
    const bar = await screen.findByRole('group', { name: 'Ligação em andamento' });
    expect(within(bar).queryAllByRole('button')).toEqual([]);
    expect(within(bar).getByRole('timer')).toBeTruthy();

    await act(async () => harness.open(chat));
    expect(phoneGroup()).toBeNull();
    await act(async () => harness.open(phone));
    await act(async () => {
      store.conversations[phone]!.status = 'closed';
    });
    expect(phoneGroup()).toBeNull();
  });
});

describe('service tools in the dock', () => {
  test('the dock’s default widget, following the open conversation', async () => {
    const first = await harness.newConversation({ channel: 'whatsapp', skillId: 'skl-vida' });
    const second = await harness.newConversation({ channel: 'whatsapp', skillId: 'skl-residencial' });
    await harness.demo.control.setCustomerDataCase(first, 'full');
    await harness.demo.control.setCustomerDataCase(second, 'full');
    harness.renderWorkspace([dockPlugin, serviceToolsPlugin, widgetsPlugin]);
    const bar = screen.getByRole('toolbar', { name: 'Widgets do painel lateral' });
    expect(within(bar).getByRole('button', { name: 'Ferramentas de atendimento' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('Selecione uma conversa para ver as ferramentas de atendimento.')).toBeTruthy();
    const cpfOf = (id: string) => harness.demo.model.state.consumers.find((c) => c.id === harness.demo.model.state.conversations[id]!.consumerId)!.cpf;
    await act(async () => harness.open(first));
    await waitUntil(() => readDataSafe().includes(`CPF: ${cpfOf(first)}`), { what: 'the first customer' });
    await act(async () => harness.open(second));
    await waitUntil(() => readDataSafe().includes(`CPF: ${cpfOf(second)}`), { what: 'the second customer' });
  });
});
const readDataSafe = () => (screen.queryByRole('group', { name: 'Dados do cliente' }) ? readData() : []);
