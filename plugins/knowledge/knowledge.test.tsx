import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '../conversation';
import { dockPlugin } from '../dock';
import { notepadPlugin } from '../notepad';
import { predefinedMessagesPlugin } from '../predefined-messages';
import { scriptsPlugin } from '../scripts';
import { shortcutsPlugin } from '../shortcuts';
import { knowledgePlugin } from '.';

const harness = useHarness({ paused: true });
const plugins = [conversationPlugin, dockPlugin, knowledgePlugin, shortcutsPlugin, notepadPlugin, predefinedMessagesPlugin, scriptsPlugin];

const agentShortcuts = () => harness.demo.control.shortcutsOf(store.session!.user.id);

/** Calls the demo received, by method and path (with their bodies). */
function recordCalls(path: RegExp) {
  const calls: { method: string; search: string; body: unknown }[] = [];
  harness.demo.server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!path.test(url.pathname) || request.method === 'GET') return;
    const text = await request.clone().text();
    calls.push({ method: request.method, search: url.search, body: text ? JSON.parse(text) : undefined });
  });
  return calls;
}

const click = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const key = async (element: Element, init: KeyboardEventInit & { code?: string }) => {
  await act(async () => {
    fireEvent.keyDown(element, init);
  });
};
const typeIn = async (element: Element, value: string) => {
  await act(async () => {
    fireEvent.change(element, { target: { value } });
  });
};

/** Opens a chat of this skill with the knowledge panel beside it; resolves to the panel's parts. */
async function openKnowledge(skillId = 'skl-sinistro-auto') {
  const id = await harness.newConversation({ channel: 'whatsapp', skillId });
  harness.renderWorkspace(plugins);
  await harness.open(id);
  const search = (await screen.findByRole('searchbox', { name: 'Buscar no conhecimento' })) as HTMLInputElement;
  const tabs = await screen.findByRole('tablist', { name: 'Fontes de conhecimento' });
  return { id, search, tabs };
}

const composerOf = async (id: string) => {
  const consumer = store.conversations[id]!.consumer;
  return (await screen.findByLabelText(`Mensagem para ${consumer.displayName || consumer.name}`)) as HTMLTextAreaElement;
};
const selectedTab = (tabs: HTMLElement) => within(tabs).getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;
const shortcutList = () => screen.findByRole('list', { name: 'Atalhos de resposta' });
const counter = () => screen.getByRole('status', { name: /^Resultado \d+ de \d+$/ }).textContent;

describe('knowledge panel', () => {
  test('without an open conversation it says so', async () => {
    harness.renderWorkspace(plugins);
    expect(await screen.findByText('Selecione uma conversa para consultar o conhecimento.')).toBeTruthy();
  });

  test('four tabs in the spec order; Alt+1..4 choose them while the keyboard is in the panel', async () => {
    const { search, tabs } = await openKnowledge();
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Atalhos', 'Meu conteúdo', 'FAQ', 'Roteiro']);
    expect(selectedTab(tabs)).toBe('Atalhos');
    await key(search, { key: '2', code: 'Digit2', altKey: true });
    expect(selectedTab(tabs)).toBe('Meu conteúdo');
    expect(await screen.findByRole('textbox', { name: 'Minhas anotações' })).toBeTruthy();
    await key(search, { key: '4', code: 'Digit4', altKey: true });
    expect(selectedTab(tabs)).toBe('Roteiro');
    await key(search, { key: '3', code: 'Digit3', altKey: true });
    expect(selectedTab(tabs)).toBe('FAQ');
    await key(search, { key: '1', code: 'Digit1', altKey: true });
    expect(selectedTab(tabs)).toBe('Atalhos');
  });

  test('Enter searches at once, ↑/↓ move the highlight with the counter, Ctrl+Enter puts it in the reply box', async () => {
    const { id, search } = await openKnowledge();
    const list = await shortcutList();
    expect(within(list).getAllByRole('listitem')).toHaveLength((await agentShortcuts()).length);

    await typeIn(search, 'SINISTRO');
    await key(search, { key: 'Enter' });
    // 'sinistro' is in no shortcut: the search says so.
    expect(await screen.findByText('Nenhum resultado encontrado para a busca.')).toBeTruthy();
    expect(counter()).toBe('0/0');

    await typeIn(search, 'veiculo');
    await key(search, { key: 'Enter' });
    const items = () => within(list).getAllByRole('listitem');
    // 'placa' and 'documentos' speak of the vehicle ('veículo': accents ignored).
    await waitUntil(() => items().length === 2, { what: 'the search' });
    expect(counter()).toBe('1/2');
    expect(items()[0]!.getAttribute('aria-current')).toBe('true');
    expect(items()[0]!.querySelector('mark')?.textContent).toBe('veículo');
    await key(search, { key: 'ArrowDown' });
    expect(counter()).toBe('2/2');
    expect(items()[1]!.getAttribute('aria-current')).toBe('true');
    await key(search, { key: 'ArrowDown' });
    expect(counter()).toBe('1/2');
    await key(search, { key: 'ArrowUp' });
    expect(counter()).toBe('2/2');

    await key(search, { key: 'Enter', ctrlKey: true });
    const documentos = (await agentShortcuts()).find((s) => s.short_name === 'documentos')!;
    expect((await composerOf(id)).value).toBe(documentos.message);
  });

  test('typing searches by itself once the agent pauses (500 ms)', async () => {
    const { search } = await openKnowledge();
    const list = await shortcutList();
    await typeIn(search, 'guincho');
    // Not at once…
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(1);
    // …but after the pause.
    await waitUntil(() => within(list).queryAllByRole('listitem').length === 1, { what: 'the delayed search', timeout: 2_000 });
  });

  test('each conversation keeps its tab and keyword for the session', async () => {
    const { id: first, search } = await openKnowledge();
    const second = await harness.newConversation({ channel: 'whatsapp', skillId: 'skl-vida' });
    await key(search, { key: '4', code: 'Digit4', altKey: true });
    await typeIn(search, 'sinistro');

    await act(async () => harness.open(second));
    const other = (await screen.findByRole('searchbox', { name: 'Buscar no conhecimento' })) as HTMLInputElement;
    expect(other.value).toBe('');
    expect(selectedTab(await screen.findByRole('tablist', { name: 'Fontes de conhecimento' }))).toBe('Atalhos');

    await act(async () => harness.open(first));
    const back = (await screen.findByRole('searchbox', { name: 'Buscar no conhecimento' })) as HTMLInputElement;
    expect(back.value).toBe('sinistro');
    expect(selectedTab(await screen.findByRole('tablist', { name: 'Fontes de conhecimento' }))).toBe('Roteiro');
  });

  test('a shortcut added here is validated, saved, and listed by “//” too; an edit sends only what changed', async () => {
    const calls = recordCalls(/\/flash-message$/);
    const { id } = await openKnowledge();
    await shortcutList();
    await click(screen.getByRole('button', { name: 'Novo atalho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo atalho' });
    const name = within(dialog).getByRole('textbox', { name: 'Nome do atalho' });
    const message = within(dialog).getByRole('textbox', { name: 'Mensagem' });
    expect(message.getAttribute('rows')).toBe('6');
    expect(within(dialog).getByText('0/255')).toBeTruthy();
    expect(within(dialog).getByText('0/1500')).toBeTruthy();

    await click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe o nome do atalho.')).toBeTruthy();
    expect(within(dialog).getByText('Informe a mensagem do atalho.')).toBeTruthy();
    await typeIn(name, 'ok');
    await click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('O nome do atalho deve ter pelo menos 3 caracteres.')).toBeTruthy();
    expect(calls).toEqual([]);

    await typeIn(name, 'franquia');
    await typeIn(message, 'A franquia só é cobrada em perda parcial.');
    expect(within(dialog).getByText('8/255')).toBeTruthy();
    expect(within(dialog).getByText('41/1500')).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitUntil(() => screen.queryByRole('dialog', { name: 'Novo atalho' }) === null, { what: 'the dialog to close' });
    expect(calls).toEqual([{ method: 'POST', search: '', body: { short_name: 'franquia', message: 'A franquia só é cobrada em perda parcial.' } }]);
    const list = await shortcutList();
    expect(within(list).getByRole('button', { name: /^franquia/ })).toBeTruthy();

    // The '//' list reads the same cache.
    const composer = await composerOf(id);
    await typeIn(composer, '//franq');
    const trigger = await screen.findByRole('listbox', { name: 'Atalhos de resposta' });
    expect(within(trigger).getAllByRole('option').map((o) => o.firstElementChild!.textContent)).toEqual(['franquia']);
    await key(composer, { key: 'Escape' });

    // Editing without a change sends nothing; changing the message sends the message only.
    const created = (await agentShortcuts()).find((s) => s.short_name === 'franquia')!;
    await click(within(list).getByRole('button', { name: 'Editar atalho franquia' }));
    let edit = await screen.findByRole('dialog', { name: 'Editar atalho' });
    await click(within(edit).getByRole('button', { name: 'Salvar' }));
    await waitUntil(() => screen.queryByRole('dialog', { name: 'Editar atalho' }) === null, { what: 'the dialog to close' });
    expect(calls).toHaveLength(1);
    await click(within(list).getByRole('button', { name: 'Editar atalho franquia' }));
    edit = await screen.findByRole('dialog', { name: 'Editar atalho' });
    await typeIn(within(edit).getByRole('textbox', { name: 'Mensagem' }), 'Na perda total não há franquia.');
    await click(within(edit).getByRole('button', { name: 'Salvar' }));
    await waitUntil(() => calls.length === 2, { what: 'the PATCH' });
    expect(calls[1]).toEqual({ method: 'PATCH', search: `?id=${created.id}`, body: { message: 'Na perda total não há franquia.' } });
    await within(list).findByText('Na perda total não há franquia.');
  });

  test('a refused add is one toast per server message; a refused delete is the action-error toast', async () => {
    await openKnowledge();
    const list = await shortcutList();
    await click(screen.getByRole('button', { name: 'Novo atalho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo atalho' });
    await typeIn(within(dialog).getByRole('textbox', { name: 'Nome do atalho' }), 'GUINCHO');
    await typeIn(within(dialog).getByRole('textbox', { name: 'Mensagem' }), 'Outro texto');
    await click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const region = await screen.findByRole('region', { name: 'Notificações' });
    await within(region).findByText('Você já tem um atalho com esse nome.');
    // The dialog stays, with what was typed.
    expect(screen.getByRole('dialog', { name: 'Novo atalho' })).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await harness.demo.control.setShortcutsFailure(true);
    const before = (await agentShortcuts()).length;
    await click(within(list).getByRole('button', { name: 'Excluir atalho placa' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir atalho' });
    await click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await within(region).findByText('Erro ao executar a ação. Tente novamente.');
    expect((await agentShortcuts()).length).toBe(before);
    expect(within(list).getByRole('button', { name: /^placa/ })).toBeTruthy();

    await harness.demo.control.setShortcutsFailure(false);
    await click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitUntil(() => within(list).queryByRole('button', { name: /^placa/ }) === null, { what: 'the shortcut to go' });
    expect((await agentShortcuts()).some((s) => s.short_name === 'placa')).toBe(false);
  });

  test('my content is saved when the field loses focus, only if it changed', async () => {
    const calls = recordCalls(/\/notepad$/);
    const { search } = await openKnowledge();
    await key(search, { key: '2', code: 'Digit2', altKey: true });
    const area = (await screen.findByRole('textbox', { name: 'Minhas anotações' })) as HTMLTextAreaElement;
    expect(area.getAttribute('rows')).toBe('10');
    expect(area.value).toContain('Ramal da regulação de sinistros: 4021.');

    await act(async () => area.focus());
    await act(async () => area.blur());
    expect(calls).toEqual([]);

    await act(async () => area.focus());
    await typeIn(area, `${area.value}\nCliente Paulo prefere WhatsApp.`);
    await act(async () => area.blur());
    await waitUntil(() => calls.length === 1, { what: 'the PATCH' });
    expect(calls[0]!.body).toEqual({ text: area.value });
    expect(await harness.demo.control.notepadOf(store.session!.user.id)).toBe(area.value);
    // Blurring again with the same text sends nothing more.
    await act(async () => area.focus());
    await act(async () => area.blur());
    expect(calls).toHaveLength(1);

    // The keyword finds its occurrences; Ctrl+Enter selects the highlighted one in the text.
    await typeIn(search, 'ramal');
    await key(search, { key: 'Enter' });
    const matches = await screen.findByRole('list', { name: 'Ocorrências da busca nas anotações' });
    expect(within(matches).getAllByRole('listitem')).toHaveLength(2);
    await key(search, { key: 'ArrowDown' });
    await key(search, { key: 'Enter', ctrlKey: true });
    expect(document.activeElement).toBe(area);
    expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe('ramal');
  });

  test('a notepad the server refuses to save stays in the field, says so, and is saved on the next blur', async () => {
    const { search } = await openKnowledge();
    await key(search, { key: '2', code: 'Digit2', altKey: true });
    const area = (await screen.findByRole('textbox', { name: 'Minhas anotações' })) as HTMLTextAreaElement;
    await harness.demo.control.setNotepadFailure(true);
    await act(async () => area.focus());
    await typeIn(area, 'Texto novo');
    await act(async () => area.blur());
    const region = await screen.findByRole('region', { name: 'Notificações' });
    await within(region).findByText(/^Suas anotações não foram salvas \(Unavailable service\)/);
    expect(area.value).toBe('Texto novo');
    await harness.demo.control.setNotepadFailure(false);
    await act(async () => area.focus());
    await act(async () => area.blur());
    await waitUntil(() => harness.demo.model.slice<{ byUser: Record<string, string> }>('notepad').byUser[store.session!.user.id] === 'Texto novo', {
      what: 'the retry to save',
    });
  });

  test('scripts the server cannot give say so, with a retry that brings them', async () => {
    await harness.demo.control.setScriptsFailure(true);
    const { search } = await openKnowledge();
    await key(search, { key: '4', code: 'Digit4', altKey: true });
    const alert = await screen.findByText('Não foi possível carregar os roteiros: Unavailable service', {}, { timeout: 3_000 });
    await harness.demo.control.setScriptsFailure(false);
    await click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('region', { name: 'Sinistro' })).toBeTruthy();
  });

  test('scripts by category with the favourites first; a star the server refuses goes back with the toast', async () => {
    const calls = recordCalls(/\/script\/favorite\//);
    const { search, id } = await openKnowledge();
    await key(search, { key: '4', code: 'Digit4', altKey: true });
    await screen.findByRole('region', { name: 'Favoritos' });
    const sections = () => within(screen.getByRole('tabpanel')).getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(sections()).toEqual(['Favoritos', 'Abertura', 'Encerramento', 'Segurança', 'Sinistro', 'Sem categoria']);
    // A deactivated script is not offered.
    expect(screen.queryByText('Roteiro antigo de vistoria')).toBeNull();

    const opening = within(screen.getByRole('region', { name: 'Abertura' })).getByRole('button', { name: 'Favoritar o roteiro Abertura do atendimento' });
    await click(opening);
    // Optimistic: the favourites show it before the server answered.
    expect(within(screen.getByRole('region', { name: 'Favoritos' })).getByText('Abertura do atendimento')).toBeTruthy();
    await waitUntil(() => calls.length === 1, { what: 'the PATCH' });
    expect(calls[0]!.body).toEqual({ remove: false });

    await harness.demo.control.setScriptFavoriteFailure(true);
    await click(within(screen.getByRole('region', { name: 'Favoritos' })).getByRole('button', { name: 'Desfavoritar o roteiro Encerramento' }));
    const region = await screen.findByRole('region', { name: 'Notificações' });
    await within(region).findByText('Erro ao executar a ação. Tente novamente.');
    await waitUntil(() => within(screen.getByRole('region', { name: 'Favoritos' })).queryByText('Encerramento') !== null, { what: 'the star to come back' });

    // A click puts the script in the reply box.
    await click(within(screen.getByRole('region', { name: 'Sinistro' })).getByRole('button', { name: /^Roubo ou furto/ }));
    expect((await composerOf(id)).value).toContain('o boletim de ocorrência é obrigatório');
  });

  test('the FAQ tab lists the skill’s predefined messages with their categories, the global ones marked', async () => {
    const { search } = await openKnowledge('skl-vida');
    await key(search, { key: '3', code: 'Digit3', altKey: true });
    const list = await screen.findByRole('list', { name: 'Perguntas frequentes da skill' });
    const rows = within(list).getAllByRole('listitem');
    const boleto = rows.find((r) => r.textContent?.includes('Segunda via do boleto'))!;
    expect(within(boleto).getByText('Global')).toBeTruthy();
    expect(within(boleto).getByText('boleto')).toBeTruthy();
    const beneficiaries = rows.find((r) => r.textContent?.includes('Alteração de beneficiários'))!;
    expect(within(beneficiaries).queryByText('Global')).toBeNull();
    expect(within(beneficiaries).getByText('apólice')).toBeTruthy();
  });
});
