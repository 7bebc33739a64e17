import { type AnyPlugin, definePlugin, getConfig, keybindings, logger } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, rs, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { conversationPlugin } from '../conversation';
import { conversationListPlugin } from '../conversation-list';
import { transferPlugin } from '.';
import { nextOpening } from './demo/schedule';

const harness = useHarness({ paused: true });
const plugins: AnyPlugin[] = [conversationListPlugin, conversationPlugin, transferPlugin];
const REASON = 'Cliente quer contratar seguro residencial';

/** PUT transfer requests the demo received: which kind, the conversation and the body. */
function recordTransfers() {
  const calls: { kind: string; id: string | null; body: unknown }[] = [];
  harness.demo.server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const kind = /\/conversation\/transfer\/(skill|user)$/.exec(url.pathname)?.[1];
    if (request.method === 'PUT' && kind) calls.push({ kind, id: url.searchParams.get('id'), body: await request.clone().json() });
  });
  return calls;
}

async function openConversation(status: 'active' | 'closed' | 'pos-chat' = 'active', extra: typeof plugins = []) {
  const chat = Object.values(store.conversations).find((c) => c.status === status && c.channel === 'whatsapp')!;
  harness.renderWorkspace([...plugins, ...extra]);
  await harness.open(chat.conversationId);
  await screen.findByRole('heading', { name: chat.consumer.name, level: 3 });
  return chat;
}

const press = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const type = async (field: Element, value: string) => {
  await act(async () => {
    fireEvent.change(field, { target: { value } });
  });
};

async function openDialog() {
  await press(screen.getByRole('button', { name: 'Transferir conversa' }));
  return screen.findByRole('dialog', { name: 'Transferir conversa' });
}
const reasonField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Motivo da transferência' }) as HTMLTextAreaElement;
const transferButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Transferir' });
const isDisabled = (button: HTMLElement) => button.hasAttribute('disabled');
const grid = (dialog: HTMLElement, name: string) => within(dialog).findByRole('grid', { name });
const row = async (dialog: HTMLElement, list: string, name: string) => within(await grid(dialog, list)).getByRole('row', { name: new RegExp(`^${name}`) });

/** A reason typed and a skill chosen: Transfer is ready. */
async function fillIn(dialog: HTMLElement, skill = 'Seguro Residencial') {
  await type(reasonField(dialog), REASON);
  await press(await row(dialog, 'Todas as skills', skill));
  await waitUntil(() => !isDisabled(transferButton(dialog)), { what: 'Transfer enabled' });
}

const notifications = () => screen.findByRole('region', { name: 'Notificações' });
async function toast(text: string) {
  const region = await notifications();
  await waitUntil(() => within(region).queryByText(text) !== null, { timeout: 3_000, what: `the toast '${text}'` });
}

describe('transfer: where it is offered', () => {
  test('an open conversation has the header action and its keys in the shortcut list', async () => {
    await openConversation('active');
    // The button tells assistive technology its keys too.
    expect(screen.getByRole('button', { name: 'Transferir conversa' }).getAttribute('aria-keyshortcuts')).toBe('Alt+Shift+T');
    expect(keybindings.list().some((b) => b.owner === 'transfer' && b.keys === 'alt+shift+t')).toBe(true);
  });

  test.each(['closed', 'pos-chat'] as const)('a %s conversation offers no transfer', async (status) => {
    const chat = Object.values(store.conversations).find((c) => c.status === 'active' && c.channel === 'whatsapp')!;
    await act(async () => {
      store.conversations[chat.conversationId]!.status = status;
    });
    await openConversation(status);
    // The header is drawn (its heading shows): no transfer button in it, and no keys.
    expect(screen.queryByRole('button', { name: 'Transferir conversa' })).toBeNull();
    expect(keybindings.list().some((b) => b.owner === 'transfer')).toBe(false);
  });
});

describe('transfer: the command', () => {
  test("'transfer.open' opens the dialog from anywhere (the phone tools run it)", async () => {
    const chat = Object.values(store.conversations).find((c) => c.status === 'active' && c.channel === 'telefone')!;
    const rendered = harness.renderWorkspace(plugins);
    await harness.open(chat.conversationId);
    await act(() => rendered.runtime.runCommand('transfer.open', { conversationId: chat.conversationId }));
    const dialog = await screen.findByRole('dialog', { name: 'Transferir conversa' });
    // A phone call handed on is no longer the open conversation either.
    const [skill] = within(await grid(dialog, 'Todas as skills')).getAllByRole('row');
    await type(reasonField(dialog), REASON);
    await press(skill!);
    await waitUntil(() => !isDisabled(transferButton(dialog)), { what: 'Transfer enabled' });
    await press(transferButton(dialog));
    await waitUntil(() => store.conversations[chat.conversationId] === undefined, { what: 'the call to leave the lists' });
    expect(store.selectedConversationId).toBeFalsy();
  });

  test('a finished conversation does not open it', async () => {
    const closed = Object.values(store.conversations).find((c) => c.status === 'closed')!;
    const rendered = harness.renderWorkspace(plugins);
    await act(() => rendered.runtime.runCommand('transfer.open', { conversationId: closed.conversationId }));
    // The command ran to its end: the dialog state says nothing is open.
    expect(rendered.runtime.isActive('transfer')).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Transferir conversa' })).toBeNull();
  });
});

describe('transfer: the reason', () => {
  test('19 characters keep Transfer disabled with the hint; 20 enable it; the counter is error-coloured at 150', async () => {
    await openConversation();
    const dialog = await openDialog();
    // The reason has the keyboard when the dialog opens.
    await waitUntil(() => document.activeElement === reasonField(dialog), { what: 'focus on the reason' });
    await press(await row(dialog, 'Todas as skills', 'Seguro Residencial'));

    await type(reasonField(dialog), 'a'.repeat(19));
    expect(within(dialog).getByText('Preencha pelo menos 20 caracteres para continuar')).toBeTruthy();
    expect(within(dialog).getByText('19/150')).toBeTruthy();
    expect(isDisabled(transferButton(dialog))).toBe(true);

    await type(reasonField(dialog), 'a'.repeat(20));
    expect(within(dialog).queryByText('Preencha pelo menos 20 caracteres para continuar')).toBeNull();
    await waitUntil(() => !isDisabled(transferButton(dialog)), { what: 'Transfer enabled at 20' });

    expect(reasonField(dialog).maxLength).toBe(150);
    await type(reasonField(dialog), 'a'.repeat(149));
    expect(within(dialog).getByText('149/150').hasAttribute('data-at-limit')).toBe(false);
    await type(reasonField(dialog), 'a'.repeat(150));
    expect(within(dialog).getByText('150/150').hasAttribute('data-at-limit')).toBe(true);
    expect(isDisabled(transferButton(dialog))).toBe(false);

    // 151 (pasted past the limit) is refused and said.
    await type(reasonField(dialog), 'a'.repeat(151));
    expect(await within(dialog).findByText('Use no máximo 150 caracteres.')).toBeTruthy();
    expect(isDisabled(transferButton(dialog))).toBe(true);
  });

  test('the odd rule: a short reason starting with a symbol is explained', async () => {
    await openConversation();
    const dialog = await openDialog();
    await type(reasonField(dialog), '#urgente!');
    expect(await within(dialog).findByText('Um motivo curto não pode começar com símbolo: comece com uma letra ou um número.')).toBeTruthy();
    expect(reasonField(dialog).getAttribute('aria-invalid')).toBe('true');
    await type(reasonField(dialog), 'urgente');
    expect(within(dialog).queryByText(/não pode começar com símbolo/)).toBeNull();
    expect(within(dialog).getByText('Preencha pelo menos 20 caracteres para continuar')).toBeTruthy();
  });
});

describe('transfer: targets', () => {
  test('skills and agents with who is online; the search ignores case and accents', async () => {
    await openConversation();
    const dialog = await openDialog();
    const skills = await grid(dialog, 'Todas as skills');
    expect(within(skills).getByRole('row', { name: /^Seguro Residencial, 3 online$/ })).toBeTruthy();

    await type(within(dialog).getByRole('searchbox', { name: 'Buscar skill' }), 'PREVIDENCIA');
    await waitUntil(() => within(skills).queryAllByRole('row').length === 1, { what: 'one match' });
    expect(within(skills).getByRole('row', { name: /^Vida e Previdência/ })).toBeTruthy();
    await type(within(dialog).getByRole('searchbox', { name: 'Buscar skill' }), 'auto pecas');
    expect(await within(dialog).findByText('Nenhuma skill encontrada para “auto pecas”.')).toBeTruthy();

    await press(within(dialog).getByRole('tab', { name: 'Agentes' }));
    const agents = await grid(dialog, 'Todos os agentes');
    // An offline agent is listed (to star) but cannot be chosen.
    const bruno = within(agents).getByRole('row', { name: /^Bruno Lima, Offline, não recebe transferências$/ });
    await press(bruno);
    expect(bruno.getAttribute('aria-selected')).not.toBe('true');
    expect(within(dialog).getByText('Escolha uma skill ou um agente.')).toBeTruthy();
    expect(within(agents).getByRole('row', { name: /^Paula Ribeiro, Online$/ })).toBeTruthy();
    await type(within(dialog).getByRole('searchbox', { name: 'Buscar agente' }), 'paula ribeiro');
    await waitUntil(() => within(agents).queryAllByRole('row').length === 1, { what: 'one agent' });
    // Each tab keeps its search.
    await press(within(dialog).getByRole('tab', { name: 'Skills' }));
    expect((within(dialog).getByRole('searchbox', { name: 'Buscar skill' }) as HTMLInputElement).value).toBe('auto pecas');
  });

  test('favourites: on top, starred and unstarred in place, kept by the server', async () => {
    await openConversation();
    const dialog = await openDialog();
    const favourites = await grid(dialog, 'Skills favoritas');
    await waitUntil(() => within(favourites).queryByRole('row', { name: /^Assistência 24h/ }) !== null, { what: 'the seeded favourite' });

    const vida = await row(dialog, 'Todas as skills', 'Vida e Previdência');
    const star = within(vida).getByRole('button', { name: 'Favoritar Vida e Previdência' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await press(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await waitUntil(() => within(favourites).queryByRole('row', { name: /^Vida e Previdência/ }) !== null, { what: 'Vida among the favourites' });
    const stored = () => harness.demo.model.slice<{ configs: Record<string, { info: { skill_id?: string[] } }[]> }>('transfer').configs[store.session!.user.id]!;
    await waitUntil(() => stored()[0]!.info.skill_id!.includes('skl-vida'), { what: 'the server to keep it' });

    await press(within(favourites).getByRole('button', { name: 'Favoritar Assistência 24h' }));
    await waitUntil(() => within(favourites).queryByRole('row', { name: /^Assistência 24h/ }) === null, { what: 'Assistência out of the favourites' });
    await waitUntil(() => !stored()[0]!.info.skill_id!.includes('skl-assistencia'), { what: 'the server to drop it' });
  });

  test('a star the server refuses goes back, with an error toast', async () => {
    harness.demo.server.use(http.post(`${getConfig().clientsApiUrl}/userconfs`, () => HttpResponse.json({ message: [{ key: 'server', value: 'Unavailable service' }] }, { status: 500 })));
    await openConversation();
    const dialog = await openDialog();
    const star = within(await row(dialog, 'Todas as skills', 'Vida e Previdência')).getByRole('button', { name: 'Favoritar Vida e Previdência' });
    await press(star);
    await toast('Não foi possível favoritar. Tente novamente.');
    await waitUntil(() => star.getAttribute('aria-pressed') === 'false', { what: 'the star back off' });
    expect(within(await grid(dialog, 'Skills favoritas')).queryByRole('row', { name: /^Vida/ })).toBeNull();
  });
});

describe('transfer: loading the targets', () => {
  const optionsUrl = () => `${getConfig().messagesApiUrl}/${getConfig().product}-messages/conversation/transfer`;

  test('a malformed skill or agent is left out with a diagnostic; the others are kept', async () => {
    const warn = rs.spyOn(logger, 'warn').mockImplementation(() => undefined);
    harness.demo.server.use(
      http.get(optionsUrl(), () =>
        HttpResponse.json({
          data: {
            skills: [{ id: 'skl-a', name: 'Sinistro Auto', onlineUsers: 2 }, { id: 'skl-x' }, { id: 'skl-b', name: 'Vida', onlineUsers: 'muitos' }],
            users: [{ id: 7, name: 'Carla Nunes', onlineUsers: 1 }, { name: 'Sem id' }],
          },
        }),
      ),
    );
    await openConversation();
    const dialog = await openDialog();
    const skills = await grid(dialog, 'Todas as skills');
    expect(within(skills).getAllByRole('row').map((r) => r.getAttribute('aria-label'))).toEqual(['Sinistro Auto, 2 online', 'Vida, ninguém online']);
    expect(warn.mock.calls.some(([message]) => String(message).includes('transfer skills: 1 malformed left out'))).toBe(true);
    expect(warn.mock.calls.some(([message]) => String(message).includes('transfer agents: 1 malformed left out'))).toBe(true);
    warn.mockRestore();
  });

  test('a failed load says so and can be tried again', async () => {
    let fail = true;
    harness.demo.server.use(
      http.get(optionsUrl(), () => (fail ? HttpResponse.json({ message: [{ key: 'server', value: 'Unavailable service' }] }, { status: 500 }) : undefined)),
    );
    await openConversation();
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Não foi possível carregar as skills e os agentes.')).toBeTruthy();
    fail = false;
    await press(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await grid(dialog, 'Todas as skills')).toBeTruthy();
  });
});

describe('transfer: sending', () => {
  test('to a skill: the reason goes, a toast says so, the conversation leaves the lists', async () => {
    const calls = recordTransfers();
    const chat = await openConversation();
    const dialog = await openDialog();
    await type(reasonField(dialog), `  ${REASON}  `);
    await press(await row(dialog, 'Todas as skills', 'Seguro Residencial'));
    expect(within(dialog).getByText('Seguro Residencial', { selector: 'span' })).toBeTruthy();
    await press(transferButton(dialog));

    await toast('Conversa transferida para a skill Seguro Residencial.');
    await waitUntil(() => screen.queryByRole('dialog') === null, { what: 'the dialog to close' });
    expect(calls).toEqual([{ kind: 'skill', id: chat.conversationId, body: { skillId: 'skl-residencial', commentary: REASON } }]);
    expect(store.conversations[chat.conversationId]).toBeUndefined();
    expect(store.selectedConversationId).toBeFalsy();
    expect(within(screen.getByRole('listbox', { name: 'Conversas do agente' })).queryByRole('option', { name: new RegExp(`^${chat.consumer.name}`) })).toBeNull();
    expect(harness.demo.model.getConversation(chat.conversationId)!.skillId).toBe('skl-residencial');
    // The button pressed went with the conversation: the keyboard comes to the list, not the page.
    await waitUntil(() => document.activeElement?.getAttribute('role') === 'option', { what: 'the keyboard on a row of the list' });
  });

  test('to an agent, in the skill the server named', async () => {
    const calls = recordTransfers();
    const chat = await openConversation();
    const dialog = await openDialog();
    await type(reasonField(dialog), REASON);
    await press(within(dialog).getByRole('tab', { name: 'Agentes' }));
    await press(await row(dialog, 'Todos os agentes', 'Paula Ribeiro'));
    await press(transferButton(dialog));
    await toast('Conversa transferida para Paula Ribeiro.');
    expect(calls).toEqual([{ kind: 'user', id: chat.conversationId, body: { userId: '1004', skillId: 'skl-vida', commentary: REASON } }]);
    expect(store.conversations[chat.conversationId]).toBeUndefined();
  });

  test('a double press sends one transfer', async () => {
    const calls = recordTransfers();
    const chat = await openConversation();
    const dialog = await openDialog();
    await fillIn(dialog);
    await act(async () => {
      fireEvent.click(transferButton(dialog));
      fireEvent.click(transferButton(dialog));
    });
    await toast('Conversa transferida para a skill Seguro Residencial.');
    expect(calls).toHaveLength(1);
    expect(store.conversations[chat.conversationId]).toBeUndefined();
  });

  test('closed by the consumer while the agent writes: the dialog goes and says why', async () => {
    await harness.connectHub();
    const chat = await openConversation();
    const dialog = await openDialog();
    await type(reasonField(dialog), REASON);
    await act(async () => harness.demo.control.closeByClient(chat.conversationId));
    await waitUntil(() => store.conversations[chat.conversationId]!.status === 'pos-chat', { what: 'the close to reach the workspace' });
    await toast('A conversa foi encerrada e não pode mais ser transferida.');
    await waitUntil(() => screen.queryByRole('dialog') === null, { what: 'the dialog to close' });
  });

  test('already transferred: its own toast, the dialog goes, nothing else changes', async () => {
    const chat = await openConversation();
    await harness.demo.control.transferFailure('alreadyTransferred');
    const dialog = await openDialog();
    await fillIn(dialog);
    await press(transferButton(dialog));
    await toast('Este atendimento já foi transferido.');
    await waitUntil(() => screen.queryByRole('dialog') === null, { what: 'the dialog to close' });
    expect(store.conversations[chat.conversationId]).toBeDefined();
  });

  test('a server error: "conversation not transferred", the dialog stays with the choices', async () => {
    const chat = await openConversation();
    await harness.demo.control.transferFailure('serverError');
    const dialog = await openDialog();
    await fillIn(dialog);
    await press(transferButton(dialog));
    await toast('Conversa não transferida.');
    expect(reasonField(dialog).value).toBe(REASON);
    expect((await row(dialog, 'Todas as skills', 'Seguro Residencial')).getAttribute('aria-selected')).toBe('true');
    await waitUntil(() => !isDisabled(transferButton(dialog)), { what: 'Transfer ready to retry' });
    expect(store.conversations[chat.conversationId]).toBeDefined();

    // Switched off, the retry goes through.
    await harness.demo.control.transferFailure(null);
    await press(transferButton(dialog));
    await toast('Conversa transferida para a skill Seguro Residencial.');
  });

  test.each([
    ['exception', 'A skill está em exceção (fora de operação no momento).'],
    ['noUserOnline', 'Nenhum agente online na skill.'],
  ] as const)('an unavailable skill (%s) opens the transfer-unavailable dialog', async (reason, text) => {
    await openConversation();
    await harness.demo.control.setSkillUnavailable('skl-vida', reason);
    const dialog = await openDialog();
    await fillIn(dialog, 'Vida e Previdência');
    await press(transferButton(dialog));
    const unavailable = await screen.findByRole('alertdialog', { name: 'Transferência indisponível' });
    expect(screen.queryByRole('dialog', { name: 'Transferir conversa' })).toBeNull();
    expect(within(unavailable).getByText('A skill Vida e Previdência não pode receber a conversa agora:')).toBeTruthy();
    expect(within(unavailable).getAllByRole('listitem').map((li) => li.textContent)).toEqual([text]);
  });

  test('outside the schedule: the next opening as dd/MM/yyyy - HH:mm; another target keeps the reason', async () => {
    const chat = await openConversation();
    await harness.demo.control.setSkillUnavailable('skl-vida', 'outsideSchedule');
    const dialog = await openDialog();
    await fillIn(dialog, 'Vida e Previdência');
    await press(transferButton(dialog));
    const unavailable = await screen.findByRole('alertdialog', { name: 'Transferência indisponível' });
    const next = nextOpening({ days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00' }, Date.now());
    const pad = (n: number) => String(n).padStart(2, '0');
    const when = `${pad(next.getDate())}/${pad(next.getMonth() + 1)}/${next.getFullYear()} - ${pad(next.getHours())}:${pad(next.getMinutes())}`;
    expect(within(unavailable).getByRole('listitem').textContent).toBe(`Fora do horário de atendimento da skill. Próxima disponibilidade: ${when}.`);

    await press(within(unavailable).getByRole('button', { name: 'Escolher outro destino' }));
    const again = await screen.findByRole('dialog', { name: 'Transferir conversa' });
    expect(reasonField(again).value).toBe(REASON);
    expect(store.conversations[chat.conversationId]).toBeDefined();
  });
});

/** A stand-in for the tabulation plugin's service: a form whose one button registers the demand. */
const fakeTabulation = definePlugin({
  id: 'tabulation',
  title: { id: 'transfer.title' },
  description: { id: 'transfer.description' },
  provides: 'tabulation.service',
  activate: () => ({
    service: {
      isTabulated: (id: string) => !!store.conversations[id]?.conversationTab,
      Form: ({ onSaved, onCancel }: { onSaved: (tab: { tabId: string; tabName: string }) => void; onCancel?: () => void }) => (
        <div>
          <button type="button" onClick={() => onSaved({ tabId: 't1', tabName: 'Sinistro > Colisão' })}>
            Tabular (teste)
          </button>
          <button type="button" onClick={onCancel}>
            Cancelar tabulação
          </button>
        </div>
      ),
    },
  }),
});

describe('transfer: Tab required', () => {
  test('an untabulated conversation is tabulated first, then the reason and target', async () => {
    await act(async () => {
      store.session!.features = [...store.session!.features.filter((f) => f.name !== 'Tab'), { name: 'Tab', active: true, required: true, config: { list: [] } }];
    });
    await openConversation('active', [fakeTabulation]);
    const dialog = await openDialog();
    expect(within(dialog).getByText(/exige a tabulação antes da transferência/)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Motivo da transferência' })).toBeNull();
    await press(within(dialog).getByRole('button', { name: 'Tabular (teste)' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Motivo da transferência' })).toBeTruthy();
  });

  test('made required while the dialog is open: the tabulation comes in, and the reason and target chosen are still there after it', async () => {
    await act(async () => {
      store.session!.features = store.session!.features.filter((f) => f.name !== 'Tab');
    });
    await openConversation('active', [fakeTabulation]);
    const dialog = await openDialog();
    await fillIn(dialog);
    await act(async () => {
      store.session!.features = [...store.session!.features, { name: 'Tab', active: true, required: true, config: { list: [] } }];
    });
    await press(await within(dialog).findByRole('button', { name: 'Tabular (teste)' }));
    expect(reasonField(await screen.findByRole('dialog', { name: 'Transferir conversa' })).value).toBe(REASON);
    await waitUntil(() => !isDisabled(transferButton(dialog)), { what: 'Transfer ready with the target kept' });
  });

  test('not required: straight to the reason', async () => {
    await act(async () => {
      store.session!.features = store.session!.features.filter((f) => f.name !== 'Tab');
    });
    await openConversation('active', [fakeTabulation]);
    const dialog = await openDialog();
    expect(within(dialog).getByRole('textbox', { name: 'Motivo da transferência' })).toBeTruthy();
  });
});
