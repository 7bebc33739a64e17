import { getConfig, loadConversations } from '@tessera/core';
import { DEMO_SUPERVISOR, type Harness, startHarness, store, waitUntil } from '@tessera/core/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { widgetsPlugin } from '../widgets';
import { usabilityPlugin } from '.';
import { relationships, withRelationship } from './api';
import UsabilityTile from './UsabilityTile';

let harness: Harness;
let widgetDataCalls: number;

// happy-dom would fetch the embedded page over the network: the tests look at the frame, not
// into it. With loading off it reports each frame it skips, which is all this filter hides.
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

beforeEach(async () => {
  harness = await startHarness();
  await harness.signIn();
  await harness.demo.control.pause();
  widgetDataCalls = 0;
  harness.demo.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/widget-data')) widgetDataCalls++;
  });
});
afterEach(async () => {
  harness.demo.server.events.removeAllListeners();
  await harness.stop();
});

const widgetDataUrl = () => `${getConfig().clientsApiUrl}/widget-data`;

/**
 * The agent's open chat conversations. The tile remembers a relationship per conversation for
 * the page's life, so tests only ever choose one for `chosenHere`, never for `untouched`.
 */
function chats() {
  const list = Object.values(store.conversations);
  const untouched = list.find((c) => c.status === 'active' && c.channel === 'whatsapp')!;
  const chosenHere = list.find((c) => c.status === 'inactive' && c.channel === 'webchat')!;
  return { untouched, chosenHere };
}

async function show(conversationId: string | null) {
  if (conversationId) await harness.open(conversationId);
  // Whatever the tile asks for on the way in has answered.
  await act(async () => {});
}

const relationshipSelect = () => screen.findByRole('combobox', { name: /^Relacionamento/ }) as Promise<HTMLSelectElement>;

async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    fireEvent.change(select, { target: { value } });
  });
}

describe('usability plugin', () => {
  test('without a selection it asks for a conversation', () => {
    harness.render(<UsabilityTile />, [usabilityPlugin, widgetsPlugin]);
    expect(screen.getByText('Selecione uma conversa para abrir a página de usabilidade.')).toBeTruthy();
    expect(widgetDataCalls).toBe(0);
  });

  test('a chat whose skill has the Usabilidade widget needs a relationship before any page loads', async () => {
    const { untouched } = chats();
    harness.render(<UsabilityTile />, [usabilityPlugin, widgetsPlugin]);
    await show(untouched.conversationId);
    const select = await relationshipSelect();
    expect(select.value).toBe('');
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(relationships.length + 1);
    expect(options.map((o) => o.textContent)).toContain('Condutor/motorista');
    expect(screen.getByText('Escolha o relacionamento do contato para abrir a página.')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Recarregar a página' }).hasAttribute('disabled')).toBe(true);
  });

  test('choosing a relationship embeds the page, sandboxed, with [RELACIONAMENTO] replaced', async () => {
    const { chosenHere } = chats();
    const pageUrl = 'https://usabilidade.seguradora.test/pagina?apolice=123&relacionamento=[RELACIONAMENTO]';
    harness.demo.server.use(
      http.post(widgetDataUrl(), () => HttpResponse.json({ data: { widget_type: 'url_json', data: { siebel_data: { url_usabilidade: pageUrl } } } })),
    );
    harness.render(<UsabilityTile />, [usabilityPlugin, widgetsPlugin]);
    await show(chosenHere.conversationId);
    const select = await relationshipSelect();

    await choose(select, 'segurado');
    const frame = screen.getByTitle(`Página de usabilidade de ${chosenHere.consumer.name}`) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(pageUrl.replace('[RELACIONAMENTO]', 'segurado'));
    const sandbox = frame.getAttribute('sandbox')!.split(/\s+/);
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(screen.getByRole('button', { name: 'Recarregar a página' }).hasAttribute('disabled')).toBe(false);

    await choose(select, 'condutor/motorista');
    expect(screen.getByTitle(`Página de usabilidade de ${chosenHere.consumer.name}`).getAttribute('src')).toBe(
      pageUrl.replace('[RELACIONAMENTO]', 'condutor%2Fmotorista'),
    );
  });

  test('the relationship is remembered per conversation', async () => {
    const { untouched, chosenHere } = chats();
    harness.render(<UsabilityTile />, [usabilityPlugin, widgetsPlugin]);
    await show(chosenHere.conversationId);
    await choose(await relationshipSelect(), 'corretor');
    expect(document.querySelector('iframe')).not.toBeNull();

    await show(untouched.conversationId);
    await waitUntil(() => screen.queryByText('Escolha o relacionamento do contato para abrir a página.') !== null, { timeout: 3_000, what: 'the other conversation' });
    expect((await relationshipSelect()).value).toBe('');
    expect(document.querySelector('iframe')).toBeNull();

    await show(chosenHere.conversationId);
    await waitUntil(() => document.querySelector('iframe') !== null, { timeout: 3_000, what: 'the page again' });
    expect((await relationshipSelect()).value).toBe('corretor');
    expect(document.querySelector('iframe')!.getAttribute('src')).toContain('relacionamento=corretor');
  });

  test('a finished conversation shows the notice and fetches no widget data', async () => {
    const closed = Object.values(store.conversations).find((c) => c.status === 'closed' || c.status === 'pos-chat')!;
    harness.render(<UsabilityTile />, [usabilityPlugin, widgetsPlugin]);
    await show(closed.conversationId);
    expect(screen.getByText('A conversa foi encerrada; a página de usabilidade não é carregada.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(widgetDataCalls).toBe(0);
  });

  test('a conversation that closes while open drops the page for the notice', async () => {
    const { chosenHere } = chats();
    harness.render(<UsabilityTile />, [usabilityPlugin, widgetsPlugin]);
    await show(chosenHere.conversationId);
    await choose(await relationshipSelect(), 'terceiro');
    expect(document.querySelector('iframe')).not.toBeNull();
    await act(async () => {
      store.conversations[chosenHere.conversationId]!.status = 'closed';
    });
    expect(screen.getByText('A conversa foi encerrada; a página de usabilidade não é carregada.')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  test('a skill without the widget (phone) says there is no page', async () => {
    const phone = Object.values(store.conversations).find((c) => c.channel === 'telefone')!;
    harness.render(<UsabilityTile />, [usabilityPlugin, widgetsPlugin]);
    await show(phone.conversationId);
    expect(await screen.findByText('Não há página de usabilidade para esta conversa.')).toBeTruthy();
    expect(widgetDataCalls).toBe(0);
  });

  test('only http(s) pages are embedded', async () => {
    harness.demo.server.use(
      http.post(widgetDataUrl(), () =>
        HttpResponse.json({ data: { widget_type: 'url_json', data: { siebel_data: { url_usabilidade: 'javascript:alert(1)//[RELACIONAMENTO]' } } } }),
      ),
    );
    harness.render(<UsabilityTile />, [usabilityPlugin, widgetsPlugin]);
    await show(chats().untouched.conversationId);
    expect(await screen.findByText('Não há página de usabilidade para esta conversa.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  test('a failed load says why and “Tentar de novo” loads the page', async () => {
    harness.demo.server.use(
      http.post(widgetDataUrl(), () => HttpResponse.json({ message: [{ key: 'widget', value: 'Widget fora do ar' }] }, { status: 400 }), { once: true }),
    );
    harness.render(<UsabilityTile />, [usabilityPlugin, widgetsPlugin]);
    await show(chats().untouched.conversationId);
    expect(await screen.findByText('Não foi possível carregar a página de usabilidade: Widget fora do ar')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    });
    expect(await relationshipSelect()).toBeTruthy();
    expect(widgetDataCalls).toBe(2);
  });

  test('the next user on the device gets their own widgets, not the previous user’s', async () => {
    harness.render(<UsabilityTile />, [usabilityPlugin, widgetsPlugin]);
    await show(chats().untouched.conversationId);
    await relationshipSelect();
    await harness.stop();

    // The supervisor has no Usabilidade widget at all.
    harness = await startHarness();
    await harness.signIn(DEMO_SUPERVISOR);
    await harness.demo.control.pause();
    harness.demo.server.use(http.get(`${getConfig().clientsApiUrl}/user/widgets`, () => HttpResponse.json({ data: { widgets: [] } })));
    const id = await harness.demo.control.newConversation({ channel: 'whatsapp' });
    await loadConversations();
    harness.render(<UsabilityTile />, [usabilityPlugin, widgetsPlugin]);
    await show(id);
    expect(await screen.findByText('Não há página de usabilidade para esta conversa.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

describe('usability helpers', () => {
  test('withRelationship puts the relationship, encoded, in place of every placeholder', () => {
    expect(withRelationship('https://x.test/p?r=[RELACIONAMENTO]&again=[RELACIONAMENTO]', 'pai-mae')).toBe('https://x.test/p?r=pai-mae&again=pai-mae');
    expect(withRelationship('https://x.test/p?r=[RELACIONAMENTO]', 'condutor/motorista')).toBe('https://x.test/p?r=condutor%2Fmotorista');
    expect(withRelationship('https://x.test/p', 'segurado')).toBe('https://x.test/p');
  });

  test('the fifteen relationships of the spec', () => {
    expect(relationships).toHaveLength(15);
    expect(new Set(relationships).size).toBe(15);
  });
});
