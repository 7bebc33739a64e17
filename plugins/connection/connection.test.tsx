import { endpoints, getConfig, RenderContribution, setPreference, useContributions } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { connectionPlugin } from '.';

const messagesApi = (path: string) => `${getConfig().messagesApiUrl}${path}`;

/** The shell's overlay slot, as the dashboard mounts it. */
function Overlays() {
  const overlays = useContributions('overlays');
  return (
    <>
      {overlays.map(({ plugin, contribution }) => (
        <RenderContribution key={contribution.id} plugin={plugin} component={contribution.component} props={{}} />
      ))}
    </>
  );
}

const harness = useHarness({ paused: true, connectHub: true });

const dialog = (name: string | RegExp) => screen.queryByRole('alertdialog', { name });

describe('the reconnect dialog', () => {
  test('a dropped socket: "Desconectado" (blocking), then "Recarregando conversas" until the list is back, then nothing', async () => {
    harness.render(<Overlays />, [connectionPlugin]);
    const { server, control, model } = harness.demo;
    const before = Object.keys(store.conversations).sort();
    expect(dialog(/./)).toBeNull();

    // Down, and staying down until we let it back.
    let down = true;
    server.use(http.post(`${messagesApi(endpoints.hub(getConfig().product).path)}/negotiate`, () => (down ? HttpResponse.error() : undefined)));
    await control.dropConnection();
    const disconnected = await screen.findByRole('alertdialog', { name: 'Desconectado' }, { timeout: 3_000 });
    expect(disconnected.textContent).toContain('Você foi desconectado por falta de conexão.');
    expect(screen.getByRole('status', { name: 'Reconectando…' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recarregar a página' })).toBeTruthy();
    // Blocking: Escape does not dismiss it.
    fireEvent.keyDown(disconnected, { key: 'Escape' });
    expect(dialog('Desconectado')).not.toBeNull();

    // While down, a conversation arrives on the server; the list answers slowly once we are back.
    const arrived = await control.newConversation({ channel: 'whatsapp' });
    const userId = store.session!.user.id;
    server.use(
      http.get(messagesApi(endpoints.conversations(getConfig().product).path), async ({ request }) => {
        if (new URL(request.url).searchParams.has('id')) return undefined;
        await delay(2_500);
        return HttpResponse.json({ data: model.listConversations(userId) });
      }),
    );
    down = false;
    await screen.findByRole('alertdialog', { name: 'Recarregando conversas' }, { timeout: 8_000 });
    expect(screen.getByRole('status', { name: 'Recarregando conversas' })).toBeTruthy();
    await waitUntil(() => dialog(/./) === null, { timeout: 8_000, what: 'the dialogs to close' });
    expect(Object.keys(store.conversations).sort()).toEqual([...before, arrived].sort());
  }, 30_000);

  test('in English', async () => {
    act(() => setPreference('language', 'en'));
    harness.render(<Overlays />, [connectionPlugin]);
    act(() => {
      store.connection.status = 'reconnecting';
    });
    const shown = await screen.findByRole('alertdialog', { name: 'Disconnected' });
    expect(shown.textContent).toContain('You have been disconnected due to no connection.');
    act(() => {
      store.connection.status = 'connected';
      store.connection.reloading = true;
    });
    await screen.findByRole('alertdialog', { name: 'Reloading chats' }, { timeout: 3_000 });
  });
});

describe('the lost-chat dialog', () => {
  // The core raises the flags after three failed checks (core/conversations/checks.test.ts); here, what the agent sees.
  test('the dialog while the list reloads, then "reloaded" and OK closes it', async () => {
    harness.render(<Overlays />, [connectionPlugin]);
    act(() => {
      store.connection.lostChat = true;
      store.connection.reloading = true;
    });
    const lost = await screen.findByRole('alertdialog', { name: 'Perdemos o contato com suas conversas' });
    expect(lost.textContent).toContain('3 verificações seguidas');
    expect(screen.getByRole('status', { name: 'Recarregando conversas' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
    // One dialog at a time: the reconnect dialog leaves the lost chat's reload to it.
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    act(() => {
      store.connection.reloading = false;
    });
    await screen.findByText('Lista recarregada. Confira suas conversas.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitUntil(() => dialog(/./) === null, { timeout: 2_000, what: 'the dialog to close' });
    expect(store.connection.lostChat).toBe(false);
  });

  test('while the hub reconnects the reconnect dialog speaks instead, and the lost chat comes back after', async () => {
    harness.render(<Overlays />, [connectionPlugin]);
    act(() => {
      store.connection.lostChat = true;
      store.connection.status = 'reconnecting';
    });
    await screen.findByRole('alertdialog', { name: 'Desconectado' });
    expect(dialog('Perdemos o contato com suas conversas')).toBeNull();
    act(() => {
      store.connection.status = 'connected';
    });
    await screen.findByRole('alertdialog', { name: 'Perdemos o contato com suas conversas' }, { timeout: 3_000 });
  });
});
