import { getConfig, loadConversations } from '@tessera/core';
import { DEMO_SUPERVISOR, store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { conversationPlugin } from '../conversation';
import { shortcutsPlugin } from '.';
import { filterShortcuts, preview, type Shortcut } from './api';
import { addShortcut, shortcutsOf } from './demo/shortcuts';

// Each test signs in afresh: a new session, whose cache holds no shortcuts yet.
const harness = useHarness({ paused: true });

/** The signed-in user's canned answers as the demo contact centre holds them. */
const demoShortcuts = () => shortcutsOf(harness.demo.model, store.session!.user.id);

/** Opens a chat conversation in the conversation tile with the shortcuts plugin installed. */
async function openComposer() {
  const chat = Object.values(store.conversations).find((c) => c.status === 'active' && c.channel === 'whatsapp')!;
  harness.renderWorkspace([conversationPlugin, shortcutsPlugin]);
  await harness.open(chat.conversationId);
  const name = chat.consumer.displayName || chat.consumer.name;
  const composer = (await screen.findByLabelText(`Mensagem para ${name}`)) as HTMLTextAreaElement;
  return composer;
}

async function type(composer: HTMLTextAreaElement, value: string) {
  await act(async () => {
    fireEvent.change(composer, { target: { value } });
  });
}

async function press(composer: HTMLTextAreaElement, key: string) {
  await act(async () => {
    fireEvent.keyDown(composer, { key });
  });
}

const shortcutList = () => screen.findByRole('listbox', { name: 'Atalhos de resposta' });

describe('shortcuts plugin', () => {
  test('“//” opens the agent’s shortcuts from the server, each with its name and message', async () => {
    const composer = await openComposer();
    expect(screen.queryByRole('listbox', { name: 'Atalhos de resposta' })).toBeNull();

    await type(composer, '//');
    const list = await shortcutList();
    const expected = demoShortcuts();
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.firstElementChild!.textContent)).toEqual(expected.map((s) => s.short_name));
    expect(within(options[0]!).getByText(expected[0]!.message)).toBeTruthy();
    // The composer keeps focus and points at the highlighted option.
    expect(composer.getAttribute('role')).toBe('combobox');
    expect(composer.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
  });

  test('what follows “//” filters by name or message, ignoring case and accents', async () => {
    const composer = await openComposer();
    await type(composer, '//GUINCHO');
    const list = await shortcutList();
    const names = () => within(list).getAllByRole('option').map((o) => o.firstElementChild!.textContent);
    expect(names()).toEqual(['guincho']);

    // 'informacoes' matches 'informações' in the message of 'aguarde'.
    await type(composer, '//informacoes');
    expect(names()).toEqual(['aguarde']);
  });

  test('ArrowDown then Enter puts the highlighted message in the composer and closes the list', async () => {
    const composer = await openComposer();
    await type(composer, '//');
    const list = await shortcutList();
    const options = within(list).getAllByRole('option');

    await press(composer, 'ArrowDown');
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    expect(composer.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await press(composer, 'ArrowUp');
    await press(composer, 'ArrowUp');
    // Up from the first wraps to the last.
    expect(options.at(-1)!.getAttribute('aria-selected')).toBe('true');
    await press(composer, 'ArrowDown');
    await press(composer, 'ArrowDown');

    await press(composer, 'Enter');
    expect(composer.value).toBe(demoShortcuts()[1]!.message);
    expect(screen.queryByRole('listbox', { name: 'Atalhos de resposta' })).toBeNull();
    expect(composer.getAttribute('role')).toBeNull();
    // Enter chose a shortcut: nothing was sent.
    expect(store.threads[store.selectedConversationId!]?.messages.some((m) => m.text === composer.value)).not.toBe(true);
  });

  test('a click on a shortcut puts its message in the composer', async () => {
    const composer = await openComposer();
    await type(composer, '//doc');
    const list = await shortcutList();
    await act(async () => {
      fireEvent.click(within(list).getByRole('option', { name: /^documentos/ }));
    });
    expect(composer.value).toBe(demoShortcuts().find((s) => s.short_name === 'documentos')!.message);
    expect(screen.queryByRole('listbox', { name: 'Atalhos de resposta' })).toBeNull();
  });

  test('Escape closes the list and keeps what was typed; so does the close button', async () => {
    const composer = await openComposer();
    await type(composer, '//pla');
    await shortcutList();
    await press(composer, 'Escape');
    expect(screen.queryByRole('listbox', { name: 'Atalhos de resposta' })).toBeNull();
    expect(composer.value).toBe('//pla');

    // It stays closed while the agent keeps typing, and opens again on a new '//'.
    await type(composer, '//plac');
    expect(screen.queryByRole('listbox', { name: 'Atalhos de resposta' })).toBeNull();
    await type(composer, '');
    await type(composer, '//');
    await shortcutList();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Fechar atalhos' }));
    });
    expect(screen.queryByRole('listbox', { name: 'Atalhos de resposta' })).toBeNull();
    expect(composer.value).toBe('//');
  });

  test('a filter that matches nothing says “Nenhuma sugestão encontrada”, and Enter then inserts nothing', async () => {
    const composer = await openComposer();
    await type(composer, '//');
    await shortcutList();
    await type(composer, '//xyz-nada');
    expect((await screen.findByRole('status')).textContent).toBe('Nenhuma sugestão encontrada');
    expect(screen.queryByRole('option')).toBeNull();
    await press(composer, 'Enter');
    expect(composer.value).toBe('//xyz-nada');
  });

  test('with Send with Enter on, Enter in an open trigger never sends the trigger text', async () => {
    store.preferences.msgHotkey = 'Enter';
    const composer = await openComposer();
    await type(composer, '//');
    await press(composer, 'Enter');
    expect(composer.value).not.toBe('');
    const id = store.selectedConversationId!;
    expect(store.threads[id]?.messages.some((m) => m.text === '//')).toBe(false);
  });

  test('long messages are cut at about 245 characters with an ellipsis; choosing one inserts it whole', async () => {
    const long = `Prezado segurado, ${'a sua solicitação segue em análise pela equipe de sinistros. '.repeat(8)}Obrigado.`;
    addShortcut(harness.demo.model, store.session!.user.id, { id: 'sht-long', short_name: 'longo', message: long });
    const composer = await openComposer();
    await type(composer, '//longo');
    const list = await shortcutList();
    const option = within(list).getByRole('option', { name: /^longo/ });
    const shown = option.lastElementChild!.textContent!;
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(246);
    expect(shown.length).toBeGreaterThan(200);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);

    await press(composer, 'Enter');
    expect(composer.value).toBe(long);
  });

  test('when the shortcuts cannot be loaded it says why and retries', async () => {
    harness.demo.server.use(
      http.get(`${getConfig().clientsApiUrl}/flash-message`, () => HttpResponse.json({ message: [{ key: 'flash', value: 'Falha ao buscar' }] }, { status: 400 }), {
        once: true,
      }),
    );
    const composer = await openComposer();
    await type(composer, '//');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar os atalhos: Falha ao buscar');
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    });
    const list = await shortcutList();
    expect(within(list).getAllByRole('option')).toHaveLength(demoShortcuts().length);
  });

  test('the next user on the device never sees the previous user’s shortcuts', async () => {
    const composer = await openComposer();
    await type(composer, '//');
    await screen.findByRole('option', { name: /^guincho/ });
    cleanup();

    // The supervisor signs in next on the same device; their shortcuts cannot be loaded right now.
    await harness.signIn(DEMO_SUPERVISOR);
    harness.demo.server.use(
      http.get(`${getConfig().clientsApiUrl}/flash-message`, () => HttpResponse.json({ message: [{ key: 'flash', value: 'Falha ao buscar' }] }, { status: 400 })),
    );
    const id = await harness.demo.control.newConversation({ channel: 'whatsapp' });
    await loadConversations();
    await waitUntil(() => !!store.conversations[id], { timeout: 3_000, what: 'the conversation' });
    harness.renderWorkspace([conversationPlugin, shortcutsPlugin]);
    await harness.open(id);
    const name = store.conversations[id]!.consumer.name;
    const supervisorComposer = (await screen.findByLabelText(`Mensagem para ${name}`)) as HTMLTextAreaElement;
    await type(supervisorComposer, '//');
    await screen.findByRole('alert');
    expect(screen.queryByRole('option', { name: /^guincho/ })).toBeNull();
  });
});

describe('shortcut helpers', () => {
  const items: Shortcut[] = [
    { id: '1', short_name: 'Saudação', message: 'Olá! Como posso ajudar?' },
    { id: '2', short_name: 'placa', message: 'Qual é a placa do veículo?' },
  ];

  test('filterShortcuts matches name or message, folding case and accents; blank keeps all', () => {
    expect(filterShortcuts(items, 'saudacao').map((s) => s.id)).toEqual(['1']);
    expect(filterShortcuts(items, 'VEÍCULO').map((s) => s.id)).toEqual(['2']);
    expect(filterShortcuts(items, '  ').map((s) => s.id)).toEqual(['1', '2']);
    expect(filterShortcuts(items, 'apólice')).toEqual([]);
  });

  test('preview keeps short messages and cuts long ones at 245 characters with an ellipsis', () => {
    const exact = 'x'.repeat(245);
    expect(preview(exact)).toBe(exact);
    const long = `${'y'.repeat(244)} and more`;
    expect(preview(long)).toBe(`${'y'.repeat(244)}…`);
    expect(preview('z'.repeat(300))).toBe(`${'z'.repeat(245)}…`);
    expect(preview('abcdef', 3)).toBe('abc…');
  });
});
