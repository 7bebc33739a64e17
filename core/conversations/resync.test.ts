import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { delay, http, HttpResponse } from 'msw';
import { endpoints } from '../api/endpoints';
import { bus } from '../bus';
import { getConfig } from '../config';
import { store } from '../state/store';
import { apiPattern, apiUrl } from '../testing/demo/handlers/urls';
import { ok, readBody, text } from '../testing/demo/handlers/respond';
import { type Harness, startHarness, waitUntil } from '../testing/harness';
import { sendMessage } from './service';

/**
 * A burst of hub events around a dropped socket: events before the drop (live), changes the
 * server made while the socket was down (only the resync brings them), events right after the
 * reconnect that duplicate what the resync returned, a send that was on its way throughout,
 * and a list answer slow enough for live events to land while it is out. Nothing may be lost,
 * nothing doubled.
 */

let harness: Harness;
beforeEach(async () => {
  harness = await startHarness();
  await harness.signIn();
  await harness.demo.control.pause();
  await harness.connectHub();
});
afterEach(() => harness.stop());

const texts = (conversationId: string) => store.threads[conversationId]?.messages.map((m) => m.text) ?? [];
const once = (conversationId: string, text: string) => texts(conversationId).filter((t) => t === text).length;

/**
 * The socket drops and stays down (negotiation refused) until `back()`, which lets it reconnect and
 * resolves once the resync the reconnect started has ended.
 */
async function outage(): Promise<{ back(): Promise<void> }> {
  const { control, server } = harness.demo;
  let down = true;
  server.use(http.post(`${apiUrl(endpoints.hub(getConfig().product))}/negotiate`, () => (down ? HttpResponse.error() : undefined)));
  await control.dropConnection();
  await waitUntil(() => store.connection.status === 'reconnecting', { timeout: 3_000, what: 'the drop' });
  return {
    async back() {
      let reconnected = false;
      const onBack = () => {
        reconnected = true;
      };
      bus.on('hub:reconnected', onBack);
      down = false;
      try {
        await waitUntil(() => reconnected && !store.connection.reloading, { timeout: 4_000, what: 'the resync' });
      } finally {
        bus.off('hub:reconnected', onBack);
      }
    },
  };
}

describe('a reconnect loses nothing and doubles nothing', () => {
  test('a burst of events around a dropped socket, with a send on its way', async () => {
    const { control, model, hub, server } = harness.demo;
    const userId = store.session!.user.id;
    const open = await control.newConversation({ channel: 'whatsapp' });
    const quiet = await control.newConversation({ channel: 'webchat' });
    const closing = await control.newConversation({ channel: 'whatsapp' });
    const leaving = await control.newConversation({ channel: 'webchat' });
    await waitUntil(() => [open, quiet, closing, leaving].every((id) => store.conversations[id]), { timeout: 3_000, what: 'the arrivals' });
    await harness.open(open);

    // Before the drop, live.
    const unreadBefore = store.conversations[quiet]!.unreadCount;
    await control.consumerSends(open, 'antes da queda');
    await control.consumerSends(quiet, 'alguém aí?');
    await waitUntil(() => once(open, 'antes da queda') === 1 && store.conversations[quiet]!.unreadCount === unreadBefore + 1, { timeout: 3_000, what: 'the live messages' });

    // The agent sends; the server stores it at once but its answer only comes after the resync.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(apiPattern(endpoints.sendMessage, 'conversationId'), async ({ request, params }) => {
        const body = await readBody(request);
        const message = harness.demo.host.mutate((m) =>
          m.agentSends(String(params.conversationId), text(body.text), { userId, clientId: text(body.clientId) }),
        );
        await answered;
        return ok({ message });
      }),
    );
    const sending = sendMessage(open, { text: 'Estou verificando sua apólice.' });
    expect(store.threads[open]!.messages.at(-1)).toMatchObject({ text: 'Estou verificando sua apólice.', status: { sending: true } });

    // The socket drops and stays down (negotiate refused) while the server moves on.
    let down = true;
    server.use(http.post(`${apiUrl(endpoints.hub(getConfig().product))}/negotiate`, () => (down ? HttpResponse.error() : undefined)));
    await control.dropConnection();
    await waitUntil(() => store.connection.status === 'reconnecting', { timeout: 3_000, what: 'the drop' });
    await control.consumerSends(open, 'durante a queda');
    await control.consumerSends(quiet, 'vou aguardar');
    await control.closeByClient(closing);
    await control.transferBySystem(leaving);
    const arrived = await control.newConversation({ channel: 'whatsapp' });
    expect(store.conversations[arrived]).toBeUndefined();
    expect(once(open, 'durante a queda')).toBe(0);

    // Back: the list is read at once but answers late (events land meanwhile), and the server
    // re-sends what the resync returns anyway.
    server.use(
      http.get(apiUrl(endpoints.conversations(getConfig().product)), async ({ request }) => {
        if (new URL(request.url).searchParams.has('id')) return undefined;
        const list = model.listConversations(userId);
        await delay(200);
        return ok(list);
      }),
    );
    const duplicate = () => {
      const page = model.messagesPage(open, 1);
      const during = page.find((m) => m.text === 'durante a queda')!;
      hub.send(userId, 'newMessageTelegram', { conversationId: open, message: during });
      const quietDuring = model.messagesPage(quiet, 1).find((m) => m.text === 'vou aguardar')!;
      hub.send(userId, 'newMessageTelegram', { conversationId: quiet, message: quietDuring });
      hub.send(userId, 'newMessageQueue', { conversation: model.getConversation(arrived) });
      hub.send(userId, 'closeConversationByClient', { conversationId: closing, end: model.getConversation(closing)!.end, hasPosChat: true });
      hub.send(userId, 'transferConversationBySystem', { conversationId: leaving });
    };
    bus.on('hub:reconnected', duplicate);
    down = false;
    await waitUntil(() => store.connection.status === 'connected', { timeout: 8_000, what: 'the reconnect' });
    bus.off('hub:reconnected', duplicate);
    // A new message right after the reconnect, while the list is still out.
    await control.consumerSends(open, 'depois da volta');
    await waitUntil(() => store.connection.reloading === true, { timeout: 2_000, what: 'the reload to start' });
    await waitUntil(() => !store.connection.reloading, { timeout: 5_000, what: 'the reload to finish' });
    answer();
    await sending;

    // The open conversation: every message once, our own as sent, ids unique.
    for (const t of ['antes da queda', 'durante a queda', 'depois da volta', 'Estou verificando sua apólice.']) {
      expect({ text: t, count: once(open, t) }).toEqual({ text: t, count: 1 });
    }
    const thread = store.threads[open]!.messages;
    expect(new Set(thread.map((m) => m._id)).size).toBe(thread.length);
    const ours = thread.find((m) => m.text === 'Estou verificando sua apólice.')!;
    expect(ours.status.sending).toBeFalsy();
    expect(ours.status.sent).toBe(true);
    expect(ours._id.startsWith('local-')).toBe(false);
    expect(model.messagesPage(open, 1).filter((m) => m.text === 'Estou verificando sua apólice.')).toHaveLength(1);

    // The list: the arrival once, the close kept, the transfer gone, unread counted once.
    expect(store.conversations[arrived]).toBeDefined();
    expect(Object.keys(store.conversations).filter((id) => id === arrived)).toHaveLength(1);
    expect(store.conversations[closing]).toMatchObject({ status: 'pos-chat', closedBy: 'client' });
    expect(store.conversations[leaving]).toBeUndefined();
    expect(store.conversations[quiet]!.unreadCount).toBe(model.getConversation(quiet)!.unreadCount);
    expect(store.conversations[quiet]!.unreadCount).toBe(unreadBefore + 2);
    expect(store.conversations[open]!.lastMessage?.text).toBe(model.getConversation(open)!.lastMessage?.text);
    expect(store.selectedConversationId).toBe(open);
  });

  test('a burst longer than a page while the socket was down (our reply among it): the open thread is paged back to what it held before', async () => {
    const { control } = harness.demo;
    const open = await control.newConversation({ channel: 'whatsapp' });
    await waitUntil(() => !!store.conversations[open], { timeout: 3_000, what: 'the arrival' });
    await harness.open(open);

    const socket = await outage();
    // Forty messages: the newest page (15) holds fewer than half of them; and among them our own
    // reply, which the server confirms (and we hold) before the socket is back.
    const burst = Array.from({ length: 40 }, (_, i) => `Mensagem ${i + 1} durante a queda`);
    await Promise.all(burst.slice(0, 30).map((text) => control.consumerSends(open, text)));
    await sendMessage(open, { text: 'Já vejo as suas mensagens.' });
    await Promise.all(burst.slice(30).map((text) => control.consumerSends(open, text)));

    // Back: the resync starts as the reconnect is announced, and ends when the dialog goes.
    await socket.back();
    expect(burst.filter((text) => once(open, text) !== 1)).toEqual([]);
    const thread = store.threads[open]!.messages;
    expect(new Set(thread.map((m) => m._id)).size).toBe(thread.length);
  });

  test('our reply, confirmed during the outage, heading the newest page proves nothing about the burst before it', async () => {
    const { control } = harness.demo;
    const open = await control.newConversation({ channel: 'whatsapp' });
    await waitUntil(() => !!store.conversations[open], { timeout: 3_000, what: 'the arrival' });
    await harness.open(open);

    const socket = await outage();
    // Eleven consumer messages, then our reply reaches the server, then fourteen more: the newest
    // page starts exactly at our reply, which the thread holds since the server confirmed it.
    const burst = Array.from({ length: 25 }, (_, i) => `Rajada ${i + 1} durante a queda`);
    for (const text of burst.slice(0, 11)) await control.consumerSends(open, text);
    await sendMessage(open, { text: 'Resposta enviada no meio da rajada.' });
    for (const text of burst.slice(11)) await control.consumerSends(open, text);

    await socket.back();
    expect(burst.filter((text) => once(open, text) !== 1)).toEqual([]);
  });

  test('an event for a conversation the list does not hold yet brings it, and a transfer meanwhile keeps it out', async () => {
    const { control, hub, model } = harness.demo;
    const userId = store.session!.user.id;
    const id = await control.newConversation({ channel: 'whatsapp' });
    await waitUntil(() => !!store.conversations[id], { timeout: 3_000, what: 'the arrival' });
    // The list forgets it (as if its arrival had been missed); a message then names it.
    const { conversationRemoved } = await import('../state/conversations');
    conversationRemoved(id);
    const asksForIt = (url: string) => new URL(url).searchParams.get('id') === id;
    harness.demo.server.use(
      http.get(apiUrl(endpoints.conversations(getConfig().product)), async ({ request }) => {
        if (!asksForIt(request.url)) return undefined;
        await delay(100);
        return undefined;
      }),
    );
    let answered = false;
    harness.demo.server.events.on('response:mocked', ({ request }) => {
      if (asksForIt(request.url)) answered = true;
    });
    await control.consumerSends(id, 'Oi, voltei');
    await waitUntil(() => once(id, 'Oi, voltei') === 1, { timeout: 3_000, what: 'the message' });
    // While its details are being fetched, the system transfers it away.
    hub.send(userId, 'transferConversationBySystem', { conversationId: id });
    await waitUntil(() => answered, { timeout: 3_000, what: 'the details' });
    // The answer is applied, and the events of its flight replayed, in the tasks that follow it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.conversations[id]).toBeUndefined();
    expect(model.getConversation(id)).toBeDefined();
  });
});

describe('a resync whose list cannot be read', () => {
  test('says so in a notice that stays until the agent dismisses it (the one failure they cannot work past)', async () => {
    const { toastQueue } = await import('../notify/notifier');
    const down = await outage();
    harness.demo.server.use(http.get(apiUrl(endpoints.conversations(getConfig().product)), () => HttpResponse.json({ message: 'Banco fora do ar' }, { status: 503 })));
    await down.back();
    const notice = toastQueue.visibleToasts.find((t) => t.content.text && typeof t.content.text === 'object' && 'id' in t.content.text && t.content.text.id === 'conversations.reloadFailed');
    expect(notice?.content.blocking).toBe(true);
    expect(notice?.timeout).toBeUndefined();
  });
});
