import { getConfig } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { customerPlugin } from '../customer';
import { dockPlugin } from '../dock';
import { widgetsPlugin } from '../widgets';
import { contactNamePlugin } from '.';

const harness = useHarness({ paused: true });

async function press(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** The customer panel of a conversation: its Contact identification section. */
async function identification(conversationId: string) {
  harness.renderWorkspace([dockPlugin, customerPlugin, widgetsPlugin, contactNamePlugin]);
  await harness.open(conversationId);
  const dock = screen.getByRole('region', { name: 'Painel lateral' });
  return within(dock).findByRole('group', { name: 'Identificação do contato' });
}

/** PATCH /display-name requests, with their query and body. */
function recordRenames() {
  const calls: { id: string | null; body: unknown }[] = [];
  harness.demo.server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'PATCH' && url.pathname.endsWith('/display-name')) calls.push({ id: url.searchParams.get('id'), body: await request.clone().json() });
  });
  return calls;
}

/** The contact already has a display name, on the server and in the workspace. */
async function named(consumerId: string, conversationId: string, name: string) {
  harness.demo.host.mutate((m) => {
    for (const r of Object.values(m.state.conversations)) if (r.consumerId === consumerId) r.conversation.consumer.displayName = name;
  });
  await act(async () => {
    store.conversations[conversationId]!.consumer.displayName = name;
  });
}

const chat = () => Object.values(store.conversations).find((c) => c.status === 'active' && c.channel === 'whatsapp')!;

describe('the contact’s names in the customer panel', () => {
  test('the edit button opens the same display-name dialog; the edited name then shows with a clear button', async () => {
    const calls = recordRenames();
    const c = chat();
    const section = await identification(c.conversationId);
    expect(within(section).getByText(c.consumer.name)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /^Remover o nome de exibição/ })).toBeNull();

    await press(within(section).getByRole('button', { name: 'Editar nome do contato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nome do contato' });
    await act(async () => {
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nome de exibição' }), { target: { value: 'Dona Cida' } });
    });
    await press(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitUntil(() => !screen.queryByRole('dialog'), { what: 'the dialog to close' });
    expect(calls).toEqual([{ id: c.consumer.id, body: { display_name: 'Dona Cida' } }]);
    expect(await within(section).findByText('Dona Cida')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Remover o nome de exibição Dona Cida' })).toBeTruthy();
  });

  test('clear sends null, is disabled while its call runs, and the registered name is back', async () => {
    const calls = recordRenames();
    const c = chat();
    await named(c.consumer.id, c.conversationId, 'Dona Cida');
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    harness.demo.server.use(
      http.patch(`${getConfig().clientsApiUrl}/display-name`, async () => {
        await answered;
        await delay(0);
        return HttpResponse.json({ data: { id: c.consumer.id, name: c.consumer.name, displayName: null } });
      }),
    );
    const section = await identification(c.conversationId);
    const clear = within(section).getByRole('button', { name: 'Remover o nome de exibição Dona Cida' });
    await press(clear);
    await waitUntil(() => calls.length === 1, { what: 'the PATCH' });
    expect(clear.hasAttribute('disabled')).toBe(true);
    // A second press while it runs sends nothing more.
    await press(clear);
    answer();
    await waitUntil(() => !within(section).queryByText('Dona Cida'), { what: 'the display name to go' });
    expect(calls).toEqual([{ id: c.consumer.id, body: { display_name: null } }]);
    expect(store.conversations[c.conversationId]!.consumer.displayName ?? null).toBeNull();
    expect(await screen.findByText(`Nome de exibição removido: volta a aparecer ${c.consumer.name}.`)).toBeTruthy();
    // The keyboard is not lost with the button: it is on the edit button.
    await waitUntil(() => document.activeElement === within(section).getByRole('button', { name: 'Editar nome do contato' }), { what: 'the focus on the edit button' });
  });

  test('a clear that fails says why and keeps the name', async () => {
    const c = chat();
    await named(c.consumer.id, c.conversationId, 'Dona Cida');
    harness.demo.server.use(http.patch(`${getConfig().clientsApiUrl}/display-name`, () => HttpResponse.json({ message: [{ key: 'server', value: 'x' }] }, { status: 500 })));
    const section = await identification(c.conversationId);
    const clear = within(section).getByRole('button', { name: 'Remover o nome de exibição Dona Cida' });
    await press(clear);
    expect(await screen.findByText('Unavailable service')).toBeTruthy();
    expect(within(section).getByText('Dona Cida')).toBeTruthy();
    await waitUntil(() => !clear.hasAttribute('disabled'), { what: 'the button to be back' });
  });

  test('a closed conversation: no edit, no clear', async () => {
    const closed = Object.values(store.conversations).find((c) => c.status === 'closed')!;
    await named(closed.consumer.id, closed.conversationId, 'Seu Zé');
    const section = await identification(closed.conversationId);
    expect(within(section).getByRole('button', { name: 'Editar nome do contato' }).hasAttribute('disabled')).toBe(true);
    expect(within(section).getByRole('button', { name: 'Remover o nome de exibição Seu Zé' }).hasAttribute('disabled')).toBe(true);
  });
});
