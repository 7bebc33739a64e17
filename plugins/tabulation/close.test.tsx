import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { conversationPlugin } from '../conversation';
import { conversationListPlugin } from '../conversation-list';
import { tabulationPlugin } from '.';
import { conversationWhere, isDisabled, optionsOf, pick, press, recordCalls, setTabFeature, valueOf } from './testing';

const harness = useHarness({ paused: true });

const plugins = [conversationListPlugin, conversationPlugin, tabulationPlugin];

async function openChat() {
  const chat = conversationWhere((c) => c.status === 'active' && c.channel === 'whatsapp');
  harness.renderWorkspace(plugins);
  await harness.open(chat.conversationId);
  await screen.findByRole('heading', { name: chat.consumer.name, level: 3 });
  return chat;
}

async function openCloseDialog() {
  await press(await screen.findByRole('button', { name: 'Encerrar conversa' }));
  return screen.findByRole('dialog', { name: 'Encerrar conversa' });
}

const closeButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Encerrar' });
const composer = () => screen.queryByRole('textbox', { name: /^Mensagem para/ });

/** change-status answers `status` with a server message, until the returned function restores it. */
function failClose(status: number, value: string) {
  harness.demo.server.use(
    http.post(/\/conversation\/change-status/, () => HttpResponse.json({ message: [{ key: 'conversation', value }] }, { status })),
  );
}

describe('closing a conversation with its tabulation', () => {
  test('the levels are sorted, single children chosen by themselves, and Close waits for every level', async () => {
    await openChat();
    const dialog = await openCloseDialog();
    expect(within(dialog).getByText(/^Registre a demanda de/)).toBeTruthy();
    await within(dialog).findByRole('button', { name: /Tipo$/ });
    expect(isDisabled(closeButton(dialog))).toBe(true);
    // Types as the server sent them; subjects and sub-subjects alphabetical.
    expect(await optionsOf(dialog, 'Tipo')).toEqual(['Solicitação', 'Informação', 'Reclamação', 'Cancelamento']);
    expect(within(dialog).queryByRole('button', { name: /Assunto$/ })).toBeNull();

    await pick(dialog, 'Tipo', 'Solicitação');
    expect(await optionsOf(dialog, 'Assunto')).toEqual(['Assistência 24h', 'Endosso', 'Segunda via', 'Sinistro']);
    expect(isDisabled(closeButton(dialog))).toBe(true);
    await pick(dialog, 'Assunto', 'Sinistro');
    expect(await optionsOf(dialog, 'Subassunto')).toEqual(['Colisão', 'Roubo e furto', 'Vidros']);
    expect(isDisabled(closeButton(dialog))).toBe(true);

    // 'Segunda via' has one sub-subject: it is chosen by itself, and the form is complete.
    await pick(dialog, 'Assunto', 'Segunda via');
    expect(valueOf(dialog, 'Subassunto')).toContain('Boleto');
    expect(isDisabled(closeButton(dialog))).toBe(false);

    // 'Cancelamento' has a single subject with a single sub-subject.
    await pick(dialog, 'Tipo', 'Cancelamento');
    expect(valueOf(dialog, 'Assunto')).toContain('Apólice');
    expect(valueOf(dialog, 'Subassunto')).toContain('A pedido do segurado');
    expect(isDisabled(closeButton(dialog))).toBe(false);
  });

  test('Close registers the tab, then closes: status, end and who closed it from the answer; the composer goes', async () => {
    const calls = recordCalls(harness.demo.server);
    const chat = await openChat();
    expect(composer()).not.toBeNull();
    const dialog = await openCloseDialog();
    await pick(dialog, 'Tipo', 'Solicitação');
    await pick(dialog, 'Assunto', 'Sinistro');
    await pick(dialog, 'Subassunto', 'Vidros');
    await press(closeButton(dialog));

    await waitUntil(() => store.conversations[chat.conversationId]!.status === 'pos-chat', { what: 'the chat to go to its post-chat survey' });
    const closed = store.conversations[chat.conversationId]!;
    const server = harness.demo.model.getConversation(chat.conversationId)!;
    expect(closed.end).toBe(server.end);
    expect(closed.chatInfo?.closedBy).toBe(store.session!.user.name);
    expect(closed.closedBy).toBe('agent');
    expect(closed.conversationTab).toMatchObject({ tabId: 'tab-sol-sinistro-vidros', tabName: 'Solicitação > Sinistro > Vidros' });
    expect(closed.pendingTab).toBe(false);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([
      { method: 'PUT', path: `tab/${chat.conversationId}`, body: { tab_id: 'tab-sol-sinistro-vidros' } },
      { method: 'POST', path: 'change-status', body: { status: 'closed', tabId: 'tab-sol-sinistro-vidros' } },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Encerrar conversa' })).toBeNull();
    expect(composer()).toBeNull();
    // Closed: no close action any more, and no pending-tab notice (it is tabulated).
    expect(screen.queryByRole('button', { name: 'Encerrar conversa' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Tabulação pendente' })).toBeNull();
    // The button that opened the dialog went with the close: the keyboard lands on the messages.
    await waitUntil(() => document.activeElement === screen.getByRole('log'), { what: 'the keyboard to land on the messages' });
  });

  test('closed by the consumer while the dialog is open: what was chosen registers the demand, nothing is closed twice', async () => {
    const calls = recordCalls(harness.demo.server);
    await harness.connectHub();
    const chat = await openChat();
    const dialog = await openCloseDialog();
    await pick(dialog, 'Tipo', 'Solicitação');
    await pick(dialog, 'Assunto', 'Sinistro');
    await pick(dialog, 'Subassunto', 'Vidros');
    await act(async () => harness.demo.control.closeByClient(chat.conversationId));
    await within(dialog).findByText(/foi encerrada enquanto este diálogo estava aberto/);
    await press(within(dialog).getByRole('button', { name: 'Salvar tabulação' }));
    await waitUntil(() => screen.queryByRole('dialog', { name: 'Encerrar conversa' }) === null, { what: 'the dialog to go' });
    expect(store.conversations[chat.conversationId]).toMatchObject({ status: 'pos-chat', closedBy: 'client', pendingTab: false, conversationTab: { tabId: 'tab-sol-sinistro-vidros' } });
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path.split('/')[0]}`)).toEqual(['PUT tab']);
  });

  test('a refused close says why by its message, else “conversation not closed”; nothing chosen is lost, the tab is not registered twice', async () => {
    const calls = recordCalls(harness.demo.server);
    const chat = await openChat();
    const dialog = await openCloseDialog();
    await pick(dialog, 'Tipo', 'Informação');
    await pick(dialog, 'Assunto', 'Cobertura');
    await pick(dialog, 'Subassunto', 'Vida');

    failClose(409, 'This attendance has already been finished');
    await press(closeButton(dialog));
    expect(await screen.findByText('Este atendimento já foi encerrado')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Encerrar conversa' })).toBe(dialog);
    expect(valueOf(dialog, 'Subassunto')).toContain('Vida');
    expect(store.conversations[chat.conversationId]!.status).toBe('active');

    failClose(500, 'Unavailable service');
    await press(closeButton(dialog));
    expect(await screen.findByText('Conversa não encerrada')).toBeTruthy();
    expect(valueOf(dialog, 'Tipo')).toContain('Informação');
    expect(valueOf(dialog, 'Assunto')).toContain('Cobertura');

    harness.demo.server.resetHandlers();
    await press(closeButton(dialog));
    await waitUntil(() => store.conversations[chat.conversationId]!.status === 'pos-chat', { what: 'the close to go through' });
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(3);
  });

  test('a tab that is not registered stops the close: “conversation not closed”, nothing lost, nothing closed', async () => {
    const calls = recordCalls(harness.demo.server);
    const chat = await openChat();
    const dialog = await openCloseDialog();
    await pick(dialog, 'Tipo', 'Cancelamento');
    await harness.demo.control.setTabulationFailure('save', true);
    await press(closeButton(dialog));
    expect(await screen.findByText('Conversa não encerrada')).toBeTruthy();
    expect(valueOf(dialog, 'Subassunto')).toContain('A pedido do segurado');
    expect(calls.some((c) => c.path === 'change-status')).toBe(false);
    expect(store.conversations[chat.conversationId]!.status).toBe('active');
  });

  test('a conversation tabulated already (a transfer’s first step) closes with a confirmation and its tab', async () => {
    const calls = recordCalls(harness.demo.server);
    const chat = await openChat();
    await act(async () => {
      store.conversations[chat.conversationId]!.conversationTab = { tabId: 'tab-inf-rede-oficinas', tabName: 'Informação > Rede referenciada > Oficinas', date: '2026-11-24T10:00:00.000Z' };
    });
    const dialog = await openCloseDialog();
    expect(within(dialog).getByText(/Tabulação registrada: Informação > Rede referenciada > Oficinas\./)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Tipo$/ })).toBeNull();
    await press(closeButton(dialog));
    await waitUntil(() => store.conversations[chat.conversationId]!.status === 'pos-chat', { what: 'the close' });
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([{ method: 'POST', path: 'change-status', body: { status: 'closed', tabId: 'tab-inf-rede-oficinas' } }]);
  });

  test('the keyboard shortcut opens the dialog; Escape leaves it with nothing done', async () => {
    const chat = await openChat();
    await act(async () => {
      fireEvent.keyDown(window, { key: 'E', code: 'KeyE', altKey: true, shiftKey: true });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar conversa' });
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    await waitUntil(() => !screen.queryByRole('dialog', { name: 'Encerrar conversa' }), { what: 'the dialog to close' });
    expect(store.conversations[chat.conversationId]!.status).toBe('active');
  });

  test('without the Tab feature, closing is a plain confirmation', async () => {
    const calls = recordCalls(harness.demo.server);
    const chat = await openChat();
    await setTabFeature(store.session!, undefined);
    const dialog = await openCloseDialog();
    expect(within(dialog).getByText(`Encerrar a conversa com ${chat.consumer.name}?`)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Tipo$/ })).toBeNull();
    await press(closeButton(dialog));
    await waitUntil(() => store.conversations[chat.conversationId]!.status === 'pos-chat', { what: 'the close' });
    // No form, so no tree asked for: only the close.
    expect(calls).toEqual([{ method: 'POST', path: 'change-status', body: { status: 'closed' } }]);
    // Without the feature, nothing is owed: no notice.
    expect(screen.queryByRole('region', { name: 'Tabulação pendente' })).toBeNull();
  });

  test('with Tab active but not required, the agent may close without one; the notice then offers it', async () => {
    const chat = await openChat();
    await setTabFeature(store.session!, { active: true, required: false });
    const dialog = await openCloseDialog();
    await within(dialog).findByRole('button', { name: /Tipo$/ });
    await press(within(dialog).getByRole('button', { name: 'Encerrar sem tabular' }));
    await waitUntil(() => store.conversations[chat.conversationId]!.status === 'pos-chat', { what: 'the close' });
    const notice = await screen.findByRole('region', { name: 'Tabulação pendente' });
    expect(within(notice).getByText('Esta conversa foi encerrada sem tabulação.')).toBeTruthy();
    expect(within(notice).getByRole('button', { name: 'Tabular conversa' })).toBeTruthy();
  });

  test('when Tab is required there is no way around the form', async () => {
    await openChat();
    const dialog = await openCloseDialog();
    await within(dialog).findByRole('button', { name: /Tipo$/ });
    expect(within(dialog).queryByRole('button', { name: 'Encerrar sem tabular' })).toBeNull();
  });

  test('a finished conversation offers no close', async () => {
    const closed = conversationWhere((c) => c.status === 'closed');
    harness.renderWorkspace(plugins);
    await harness.open(closed.conversationId);
    await screen.findByRole('heading', { name: closed.consumer.name, level: 3 });
    expect(screen.queryByRole('button', { name: 'Encerrar conversa' })).toBeNull();
  });
});
