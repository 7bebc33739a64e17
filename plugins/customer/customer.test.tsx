import { closeTile, dateTimeLabel, getConfig } from '@tessera/core';
import { layout, store, useHarness, waitUntil } from '@tessera/core/testing';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contactNamePlugin } from '../contact-name';
import { dockPlugin } from '../dock';
import { tabulationPlugin } from '../tabulation';
import { usabilityPlugin } from '../usability';
import { widgetsPlugin } from '../widgets';
import { customerPlugin } from '.';

const harness = useHarness({ paused: true });
const plugins = [dockPlugin, customerPlugin, widgetsPlugin, usabilityPlugin, contactNamePlugin, tabulationPlugin];
const SECTIONS = ['Resumo', 'Identificação do contato', 'Localizar cliente', 'Registrar demanda', 'Tabulações registradas'];

// happy-dom would fetch the embedded page over the network: the tests look at the frame, not into it.
const happyDOM = (window as unknown as { happyDOM?: { settings: { disableIframePageLoading: boolean } } }).happyDOM;
const consoleError = console.error;
beforeAll(() => {
  if (happyDOM) happyDOM.settings.disableIframePageLoading = true;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) consoleError(...args);
  };
});
afterAll(() => {
  if (happyDOM) happyDOM.settings.disableIframePageLoading = false;
  console.error = consoleError;
});

type Conv = (typeof store.conversations)[string];
function conversationWhere(which: (c: Conv) => boolean): Conv {
  const found = Object.values(store.conversations).find(which);
  if (!found) throw new Error('no such conversation');
  return found;
}

/** The workspace with the side panel (showing the customer panel) and the usability tile, laid out as the default. */
async function openPanel(conversationId: string) {
  layout.tree = { type: 'split', direction: 'column', splitPercentages: [62, 38], children: ['dock', 'usability'] };
  harness.renderWorkspace(plugins);
  await harness.open(conversationId);
  const dock = screen.getByRole('region', { name: 'Painel lateral' });
  await within(dock).findByRole('button', { name: 'Resumo' });
  return dock;
}

async function press(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** PATCH conversation-extra-info requests the demo received, with their query and body. */
function recordExtraInfo() {
  const calls: { id: string | null; body: unknown }[] = [];
  harness.demo.server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'PATCH' && url.pathname.endsWith('/conversation-extra-info')) calls.push({ id: url.searchParams.get('id'), body: await request.clone().json() });
  });
  return calls;
}

const relationshipIn = (dock: HTMLElement) => within(dock).findByRole('combobox', { name: 'Relacionamento' }) as Promise<HTMLSelectElement>;
const openButton = (dock: HTMLElement) => within(dock).findByRole('button', { name: 'Abrir usabilidade' });
const usabilityTile = () => screen.getByRole('region', { name: 'Usabilidade' });

describe('the customer panel', () => {
  test('is the first widget of the dock, its sections all open, the conversation’s skill and transfer summary first', async () => {
    const transferred = conversationWhere((c) => !!c.transferHistory?.some((t) => t.type === 'transfer'));
    const dock = await openPanel(transferred.conversationId);
    const bar = screen.getByRole('toolbar', { name: 'Widgets do painel lateral' });
    expect(within(bar).getAllByRole('button')[0]!.getAttribute('aria-label')).toBe('Cliente');
    expect(within(bar).getByRole('button', { name: 'Cliente' }).getAttribute('aria-pressed')).toBe('true');

    for (const title of SECTIONS) expect((await within(dock).findByRole('button', { name: title })).getAttribute('aria-expanded')).toBe('true');
    const headings = within(dock).getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(headings).toEqual(SECTIONS);

    const summary = await within(dock).findByRole('list', { name: 'Resumo das transferências' });
    const [item] = within(summary).getAllByRole('listitem');
    expect(item!.textContent).toContain(`Assistência 24h → ${transferred.skillName}`);
    expect(item!.textContent).toContain('Cliente relata colisão com terceiro');
    expect(item!.textContent).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(within(dock).getAllByRole('definition')[0]!.textContent).toBe(transferred.skillName);

    // Folded by the agent, a section keeps its title.
    await press(within(dock).getByRole('button', { name: 'Resumo' }));
    expect(within(dock).getByRole('button', { name: 'Resumo' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(dock).queryByRole('list', { name: 'Resumo das transferências' })).toBeNull();
  });

  test('a comment added by a transfer shows in the summary; a conversation never transferred says so', async () => {
    const chat = conversationWhere((c) => c.status === 'inactive' && c.channel === 'webchat');
    await harness.demo.control.addTransferComment(chat.conversationId, { from: 'Sinistro Auto', content: 'Segurado quer segunda via do boleto.', at: '2026-03-10T14:05:00.000Z' });
    const dock = await openPanel(chat.conversationId);
    const summary = await within(dock).findByRole('list', { name: 'Resumo das transferências' });
    const text = within(summary).getByRole('listitem').textContent;
    expect(text).toContain(dateTimeLabel('2026-03-10T14:05:00.000Z'));
    expect(text).toContain(`Sinistro Auto → ${chat.skillName}`);
    expect(text).toContain('Segurado quer segunda via do boleto.');

    const plain = conversationWhere((c) => c.status === 'active' && c.channel !== 'telefone' && !c.transferHistory?.some((t) => t.type === 'transfer'));
    await harness.open(plain.conversationId);
    expect(await within(dock).findByText('Esta conversa não foi transferida.')).toBeTruthy();
  });

  test('transfers that do not load say so and load on “Tentar novamente”', async () => {
    const transferred = conversationWhere((c) => !!c.transferHistory?.some((t) => t.type === 'transfer'));
    await harness.demo.control.setCommentsFailure(true);
    const dock = await openPanel(transferred.conversationId);
    const alert = await within(dock).findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar as transferências.');
    await harness.demo.control.setCommentsFailure(false);
    await press(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dock).findByRole('list', { name: 'Resumo das transferências' })).toBeTruthy();
  });

  test('find customer: the usability widget’s data as chips, grouped, a divider between groups', async () => {
    const chat = conversationWhere((c) => c.status === 'active' && c.channel === 'whatsapp');
    const dock = await openPanel(chat.conversationId);
    const group = await within(dock).findByRole('group', { name: 'Localizar cliente' });
    await within(group).findAllByRole('listitem');
    const lists = within(group).getAllByRole('list');
    const keys = lists.map((l) => within(l).getAllByRole('listitem').map((li) => li.firstElementChild!.textContent));
    // The widgets plugin's order (spec 001 §5): phone, cpf, protocol; company data; policy, address; validations.
    expect(keys[0]).toEqual(['telefone:', 'cpf:', 'protocolo:']);
    expect(keys[1]).toEqual(expect.arrayContaining(['produto:', 'status:']));
    expect(keys[2]).toEqual(expect.arrayContaining(['apolice:', 'endereco:']));
    expect(keys.at(-2)).toEqual(['validacao_cpf:']);
    expect(keys.at(-1)).toEqual(['validacao_endereco:']);
    expect(within(group).getAllByRole('separator')).toHaveLength(lists.length - 1);
    expect(within(group).getByText(chat.protocol!)).toBeTruthy();
  });

  test('find customer falls back to the siebel fields, and a failed load offers to try again', async () => {
    const url = `${getConfig().clientsApiUrl}/widget-data`;
    harness.demo.server.use(
      http.post(url, () => HttpResponse.json({ message: [{ key: 'widget', value: 'Widget fora do ar' }] }, { status: 400 }), { once: true }),
      http.post(url, () =>
        HttpResponse.json({ data: { widget_type: 'url_json', data: { user_data: { cpf: '123' }, siebel_data: { SRNumber: '1-99', nrApolice: 'AP-7', cpfCnpj: '321', url_usabilidade: 'https://x.test' } } } }),
      ),
    );
    const dock = await openPanel(conversationWhere((c) => c.status === 'active' && c.channel === 'whatsapp').conversationId);
    const alert = await within(dock).findByRole('alert');
    expect(alert.textContent).toContain('Recarregue as informações do widget.');
    expect(alert.textContent).toContain('Widget fora do ar');
    await press(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    const group = await within(dock).findByRole('group', { name: 'Localizar cliente' });
    expect(within(group).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['CPF:321', 'Protocolo:1-99', 'Apólice:AP-7']);
  });
});

describe('relationship and usability from the customer panel', () => {
  test('the usability tile is minimized until a relationship is chosen; choosing one restores it with the page for it', async () => {
    const chat = conversationWhere((c) => c.status === 'active' && c.channel === 'whatsapp');
    const dock = await openPanel(chat.conversationId);
    expect(layout.minimized).toContain('usability');
    const select = await relationshipIn(dock);
    expect(select.value).toBe('');
    expect(within(select).getAllByRole('option')).toHaveLength(16);
    expect((await openButton(dock)).hasAttribute('disabled')).toBe(true);
    expect(within(dock).getByText('Escolha o relacionamento do contato para abrir a usabilidade.')).toBeTruthy();

    await act(async () => {
      fireEvent.change(select, { target: { value: 'condutor/motorista' } });
    });
    expect(layout.minimized).not.toContain('usability');
    // One choice: the tile shows the same relationship and the page with it.
    const frame = await within(usabilityTile()).findByTitle(`Página de usabilidade de ${chat.consumer.name}`);
    expect(frame.getAttribute('src')).toContain('relacionamento=condutor%2Fmotorista');
    expect((within(usabilityTile()).getByRole('combobox', { name: /^Relacionamento/ }) as HTMLSelectElement).value).toBe('condutor/motorista');
    expect((await openButton(dock)).hasAttribute('disabled')).toBe(false);

    // Another conversation without one: minimized again; back, restored.
    const other = conversationWhere((c) => c.status === 'inactive' && c.channel === 'webchat');
    await harness.open(other.conversationId);
    await waitUntil(() => layout.minimized.includes('usability'), { what: 'the tile to minimize' });
    await harness.open(chat.conversationId);
    await waitUntil(() => !layout.minimized.includes('usability'), { what: 'the tile to come back' });
  });

  test('“Abrir usabilidade” saves the relationship with the page’s breadcrumbs and scenario, and reopens a closed tile', async () => {
    const calls = recordExtraInfo();
    const chat = conversationWhere((c) => c.status === 'active' && c.channel === 'whatsapp');
    const dock = await openPanel(chat.conversationId);
    await act(async () => {
      fireEvent.change(await relationshipIn(dock), { target: { value: 'segurado' } });
    });
    await act(async () => closeTile('usability'));
    expect(layout.closed).toContain('usability');

    await press(await openButton(dock));
    await waitUntil(() => !layout.closed.includes('usability'), { what: 'the tile to reopen' });
    const extra = chat.extraInfo as { usability: { breadcrumbs: string; scenario: string }; clientInfo: Record<string, unknown> };
    expect(calls).toEqual([
      { id: chat.conversationId, body: { usability: { breadcrumbs: extra.usability.breadcrumbs, scenario: extra.usability.scenario, relation: 'segurado' }, clientInfo: extra.clientInfo } },
    ]);
    // The server keeps it: the conversation read again carries it.
    await waitUntil(() => (store.conversations[chat.conversationId]!.extraInfo as { usability?: { relation?: string } }).usability?.relation === 'segurado', {
      what: 'the saved relationship',
    });
  });

  test('a failed save says why and loses nothing; the next press saves', async () => {
    const calls = recordExtraInfo();
    const chat = conversationWhere((c) => c.status === 'active' && c.channel === 'whatsapp');
    const dock = await openPanel(chat.conversationId);
    await act(async () => {
      fireEvent.change(await relationshipIn(dock), { target: { value: 'corretor' } });
    });
    await harness.demo.control.setExtraInfoFailure(true);
    await press(await openButton(dock));
    expect((await within(dock).findByRole('alert')).textContent).toBe('Não foi possível salvar o relacionamento: Unavailable service');
    expect((await relationshipIn(dock)).value).toBe('corretor');
    expect((await openButton(dock)).hasAttribute('disabled')).toBe(false);

    await harness.demo.control.setExtraInfoFailure(false);
    await press(await openButton(dock));
    await waitUntil(() => calls.length === 2 && !within(dock).queryByRole('alert'), { what: 'the second save' });
    expect((calls[1]!.body as { usability: { relation: string } }).usability.relation).toBe('corretor');
  });

  test('a closed conversation is read-only: relationship, name edit and usability disabled, widget data not asked', async () => {
    let widgetData = 0;
    harness.demo.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/widget-data')) widgetData++;
    });
    const closed = conversationWhere((c) => c.status === 'closed');
    const dock = await openPanel(closed.conversationId);
    expect((await relationshipIn(dock)).disabled).toBe(true);
    expect((await openButton(dock)).hasAttribute('disabled')).toBe(true);
    expect(within(dock).getByRole('button', { name: 'Editar nome do contato' }).hasAttribute('disabled')).toBe(true);
    expect(within(dock).queryByText('Escolha o relacionamento do contato para abrir a usabilidade.')).toBeNull();
    expect(await within(dock).findByText('A conversa foi encerrada; os dados do cliente não são recarregados.')).toBeTruthy();
    expect(widgetData).toBe(0);
  });
});
