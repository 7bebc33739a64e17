import { messageFavoriteChanged } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '../conversation';
import { conversationListPlugin } from '../conversation-list';
import { dockPlugin } from '../dock';
import { favoritesPlugin } from '.';
import { byDay } from './FavoritesWidget';

const harness = useHarness({ paused: true });
const plugins = [conversationListPlugin, conversationPlugin, dockPlugin, favoritesPlugin];

const press = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

/** A chat whose consumer just wrote `text`, open in the workspace. */
async function openWithMessage(text: string) {
  const id = await harness.newConversation({ channel: 'whatsapp' });
  const sent = await act(async () => harness.demo.model.consumerSends(id, text));
  harness.renderWorkspace(plugins);
  await harness.open(id);
  const log = await screen.findByRole('log');
  await within(log).findByText(text);
  return { id, log, messageId: (sent as { _id: string })._id };
}

const starOf = (log: HTMLElement, messageId: string) =>
  within(log.querySelector<HTMLElement>(`[data-message-id="${messageId}"]`)!).getByRole('button', { name: /^(Favoritar|Desfavoritar) a mensagem/ });

/** PATCH message/favorite calls the demo received. */
function recordPatches() {
  const calls: { messageId: string; body: unknown }[] = [];
  harness.demo.server.events.on('request:start', async ({ request }) => {
    const match = /\/message\/favorite\/([^/?]+)$/.exec(new URL(request.url).pathname);
    if (request.method === 'PATCH' && match) calls.push({ messageId: decodeURIComponent(match[1]!), body: await request.clone().json() });
  });
  return calls;
}

describe('favourite messages', () => {
  test('the star turns on at once, the server keeps it, and pressing again turns it off', async () => {
    const calls = recordPatches();
    const { id, log, messageId } = await openWithMessage('Pode guardar o número do sinistro: 4471-2026?');
    const star = starOf(log, messageId);
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await press(star);
    // Optimistic: on before the server answered.
    expect(starOf(log, messageId).getAttribute('aria-pressed')).toBe('true');
    expect(starOf(log, messageId).getAttribute('aria-label')).toMatch(/^Desfavoritar a mensagem das \d\d:\d\d: Pode guardar o número do sinistro: 4471-…$/);
    await waitUntil(() => calls.length === 1, { what: 'the PATCH' });
    expect(calls[0]).toEqual({ messageId, body: { favorite: true } });
    await waitUntil(() => harness.demo.model.state.conversations[id]!.messages.find((m) => m._id === messageId)!.favorite, { what: 'the server to keep the star' });

    await press(starOf(log, messageId));
    expect(starOf(log, messageId).getAttribute('aria-pressed')).toBe('false');
    await waitUntil(() => calls.length === 2, { what: 'the second PATCH' });
    expect(calls[1]!.body).toEqual({ favorite: false });
  });

  test('a copy of the thread fetched while the star was on its way does not take the star off once the server kept it', async () => {
    const { id, log, messageId } = await openWithMessage('Anota a placa: ABC1D23');
    // What a messages check or a resync does: the server's copy, read before the star reached it, merges in meanwhile.
    harness.demo.server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH' && request.url.includes('/message/favorite/')) messageFavoriteChanged({ conversationId: id, messageId, favorite: false });
    });
    await press(starOf(log, messageId));
    await waitUntil(() => harness.demo.model.state.conversations[id]!.messages.find((m) => m._id === messageId)!.favorite, { what: 'the server to keep the star' });
    await waitUntil(() => starOf(log, messageId).getAttribute('aria-pressed') === 'true', { what: 'the star to stay on' });
    expect(store.threads[id]!.messages.find((m) => m._id === messageId)!.favorite).toBe(true);
  });

  test('a star the server refuses goes back, with the action-error toast', async () => {
    const { id, log, messageId } = await openWithMessage('Meu CPF é 529.982.247-25');
    await act(async () => harness.demo.control.setFavoriteFailure(true));
    await press(starOf(log, messageId));
    const region = await screen.findByRole('region', { name: 'Notificações' });
    await waitUntil(() => within(region).queryByText('Erro ao executar a ação. Tente novamente.') !== null, { what: 'the error toast' });
    expect(starOf(log, messageId).getAttribute('aria-pressed')).toBe('false');
    expect(store.threads[id]!.messages.find((m) => m._id === messageId)!.favorite).toBe(false);
  });

  test('the dock lists the favourites by day; pressing one brings it into view', async () => {
    const { id, log, messageId } = await openWithMessage('Guardar: vistoria marcada para sexta às 14h');
    await press(starOf(log, messageId));
    await press(await screen.findByRole('button', { name: 'Favoritas' }));
    const today = new Date(harness.demo.model.now());
    const label = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}`;
    const day = await screen.findByRole('region', { name: label });
    const entry = within(day).getByRole('button', { name: /Guardar: vistoria marcada para sexta às 14h/ });
    await press(entry);
    await waitUntil(() => log.querySelector(`[data-message-id="${messageId}"]`)?.getAttribute('aria-current') === 'true', { what: 'the message brought into view' });
    expect(store.conversations[id]).toBeDefined();
  });

  test('byDay keeps the favourites only, each day under its DD/MM, oldest first', () => {
    const m = (id: string, sentTime: string, favorite: boolean) =>
      ({ _id: id, by: 'consumer', text: id, sentTime, files: [], favorite, private: false, unread: false, status: {} }) as never;
    const days = byDay([m('a', '2026-11-23T10:00:00', true), m('b', '2026-11-23T11:00:00', false), m('c', '2026-11-24T09:00:00', true), m('d', '2026-11-24T09:30:00', true)]);
    expect(days.map((d) => [d.label, d.messages.map((x) => x._id)])).toEqual([
      ['23/11', ['a']],
      ['24/11', ['c', 'd']],
    ]);
  });
});
