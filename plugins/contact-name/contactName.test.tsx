import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '../conversation';
import { conversationListPlugin } from '../conversation-list';
import { contactNamePlugin } from '.';
import { displayNameToSave, isChanged } from './schema';

const harness = useHarness({ paused: true });
const plugins = [conversationListPlugin, conversationPlugin, contactNamePlugin];

/** PATCH /display-name requests the demo received, with their query and body. */
function recordRenames() {
  const calls: { id: string | null; body: unknown }[] = [];
  harness.demo.server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'PATCH' && url.pathname.endsWith('/display-name')) {
      calls.push({ id: url.searchParams.get('id'), body: await request.clone().json() });
    }
  });
  return calls;
}

/** The list and the open conversation, as the workspace shows them side by side. */
async function openWorkspace() {
  const chat = Object.values(store.conversations).find((c) => c.status === 'active' && c.channel === 'whatsapp')!;
  harness.renderWorkspace(plugins);
  await harness.open(chat.conversationId);
  await screen.findByRole('heading', { name: chat.consumer.name, level: 3 });
  return chat;
}

async function openDialog() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Editar nome do contato' }));
  });
  return screen.findByRole('dialog', { name: 'Nome do contato' });
}

const nameField = () => screen.getByRole('textbox', { name: 'Nome de exibição' }) as HTMLInputElement;

async function typeAndSave(value: string) {
  await act(async () => {
    fireEvent.change(nameField(), { target: { value } });
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  });
}

const list = () => screen.getByRole('listbox', { name: 'Conversas do agente' });

describe('contact display name', () => {
  test('a new name is saved, then shown in the list and in the header', async () => {
    const calls = recordRenames();
    const chat = await openWorkspace();
    const dialog = await openDialog();
    expect(within(dialog).getByText(chat.consumer.name)).toBeTruthy();
    expect(nameField().value).toBe('');

    await typeAndSave('  Dona Cida (segurada)  ');
    await waitUntil(() => screen.queryByRole('dialog') === null, { timeout: 3_000, what: 'the dialog to close' });
    expect(calls).toEqual([{ id: chat.consumer.id, body: { display_name: 'Dona Cida (segurada)' } }]);
    expect(screen.getByRole('heading', { name: 'Dona Cida (segurada)', level: 3 })).toBeTruthy();
    expect(within(list()).getByRole('option', { name: /^Dona Cida \(segurada\)/ })).toBeTruthy();
    expect(await screen.findByText('Nome do contato atualizado para Dona Cida (segurada).')).toBeTruthy();
    // The demo keeps it: the next list from the server says the same.
    expect(harness.demo.model.getConversation(chat.conversationId)!.consumer.displayName).toBe('Dona Cida (segurada)');
    // The keyboard is back on the button that opened the dialog.
    await waitUntil(() => document.activeElement === screen.getByRole('button', { name: 'Editar nome do contato' }), { timeout: 3_000, what: 'focus back' });
  });

  test('saving without a change makes no call', async () => {
    const calls = recordRenames();
    await openWorkspace();
    await openDialog();
    await typeAndSave('   ');
    await waitUntil(() => screen.queryByRole('dialog') === null, { timeout: 3_000, what: 'the dialog to close' });

    await openDialog();
    await typeAndSave('Seu Zé');
    await waitUntil(() => calls.length === 1, { timeout: 3_000, what: 'the first save' });
    await openDialog();
    expect(nameField().value).toBe('Seu Zé');
    await typeAndSave('Seu Zé ');
    await waitUntil(() => screen.queryByRole('dialog') === null, { timeout: 3_000, what: 'the dialog to close' });
    expect(calls).toHaveLength(1);
  });

  test('clearing the name sends null and the registered name shows again', async () => {
    const calls = recordRenames();
    const chat = await openWorkspace();
    await openDialog();
    await typeAndSave('Seu Zé');
    await screen.findByRole('heading', { name: 'Seu Zé', level: 3 });

    await openDialog();
    await typeAndSave('');
    await screen.findByRole('heading', { name: chat.consumer.name, level: 3 });
    expect(calls.map((c) => c.body)).toEqual([{ display_name: 'Seu Zé' }, { display_name: null }]);
    expect(within(list()).getByRole('option', { name: new RegExp(`^${chat.consumer.name}`) })).toBeTruthy();
    expect(harness.demo.model.getConversation(chat.conversationId)!.consumer.displayName).toBeNull();
  });

  test('more than 50 characters is refused before any call', async () => {
    const calls = recordRenames();
    await openWorkspace();
    await openDialog();
    await act(async () => {
      fireEvent.change(nameField(), { target: { value: 'x'.repeat(51) } });
    });
    expect(await screen.findByText('Use no máximo 50 caracteres.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar' }).hasAttribute('disabled')).toBe(true);
    expect(calls).toHaveLength(0);
  });

  test('a refusal from the server is a toast, and the name stays as it was', async () => {
    const chat = await openWorkspace();
    const { http, HttpResponse } = await import('msw');
    const { getConfig } = await import('@tessera/core');
    harness.demo.server.use(
      http.patch(`${getConfig().clientsApiUrl}/display-name`, () =>
        HttpResponse.json({ message: [{ key: 'display_name', value: 'Nome contém termos não permitidos' }] }, { status: 400 }),
      ),
    );
    await openDialog();
    await typeAndSave('Fulano');
    const notifications = await screen.findByRole('region', { name: 'Notificações' });
    await waitUntil(() => within(notifications).queryByText('Nome contém termos não permitidos') !== null, { timeout: 3_000, what: 'the error toast' });
    // The dialog stays open with the server's words on the field, to correct and try again.
    const dialog = screen.getByRole('dialog', { name: 'Nome do contato' });
    expect(within(dialog).getByText('Nome contém termos não permitidos')).toBeTruthy();
    expect(store.conversations[chat.conversationId]!.consumer.displayName).toBeUndefined();
    expect(screen.getByRole('heading', { name: chat.consumer.name, level: 3 })).toBeTruthy();
  });
});

describe('display-name rules', () => {
  test('a closed conversation is read-only: no name edit is offered', async () => {
    const closed = Object.values(store.conversations).find((c) => c.status === 'closed')!;
    harness.renderWorkspace(plugins);
    await harness.open(closed.conversationId);
    await screen.findByRole('heading', { name: closed.consumer.name, level: 3 });
    expect(screen.queryByRole('button', { name: 'Editar nome do contato' })).toBeNull();
  });

  test('blank means cleared (null); surrounding spaces do not count', () => {
    expect(displayNameToSave('   ')).toBeNull();
    expect(displayNameToSave('  Dona Cida ')).toBe('Dona Cida');
  });

  test('saved only if changed: an absent name and a cleared one are the same', () => {
    expect(isChanged(null, undefined)).toBe(false);
    expect(isChanged(null, '')).toBe(false);
    expect(isChanged('Seu Zé', 'Seu Zé')).toBe(false);
    expect(isChanged(null, 'Seu Zé')).toBe(true);
    expect(isChanged('Seu José', 'Seu Zé')).toBe(true);
  });
});
