import { afterEach, describe, expect, test } from '@rstest/core';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { endpoints } from '../api/endpoints';
import { getConfig } from '../config';
import { setLogSink } from '../logger';
import type { Message } from '../schemas';
import { conversationUpserted, messageArrived } from '../state/conversations';
import { store } from '../state/store';
import { apiUrl } from '../testing/demo/handlers/urls';
import type { DemoHubEvent } from '../testing/demo/model/types';
import { useHarness, waitUntil } from '../testing/harness';
import { SlaBadge } from '../ui/SlaBadge';
import { createInactivityMarker } from './inactivityMarker';
import { sendMessage } from './service';

const T0 = Date.parse('2026-11-21T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const changeStatusPath = endpoints.changeStatus(getConfig().product, 'x').path.split('?')[0]!;

describe('the marker: once per agent message, retried when the call fails', () => {
  // No workspace (and so no marker of its own): the test drives a marker by hand, from a set clock.
  useHarness({ paused: true });
  const warnings: string[] = [];
  afterEach(() => {
    setLogSink(undefined);
    warnings.length = 0;
  });

  /** One active conversation of the demo whose last message is the agent's, at T0, inactivityTime 300 s. */
  function quietConversation(): string {
    const c = Object.values(store.conversations).find((x) => x.status === 'active')!;
    conversationUpserted({ ...c, inactivityTime: 300, lastMessage: { sentTime: iso(T0), by: 'agent', text: 'Conseguiu abrir o link?', private: false } });
    store.connection.status = 'connected';
    setLogSink({ warn: (m) => warnings.push(m), error: (m) => warnings.push(m), info: () => undefined });
    return c.conversationId;
  }
  const DUE = T0 + 300_000;

  /** A server the test answers by hand: each call waits for `answer`. */
  function fakeServer() {
    const calls: { id: string; answer: (ok: boolean) => void }[] = [];
    const send = (id: string) =>
      new Promise<void>((resolve, reject) => calls.push({ id, answer: (ok) => (ok ? resolve() : reject(new Error('Unavailable service'))) }));
    return { calls, send };
  }

  test('due: one call, none while it is out nor once done; then inactive, the moment recorded', async () => {
    const id = quietConversation();
    const { calls, send } = fakeServer();
    const marker = createInactivityMarker(send);
    marker.check(DUE - 1);
    expect(calls).toHaveLength(0);
    marker.check(DUE);
    marker.check(DUE + 1_000);
    expect(calls.map((c) => c.id)).toEqual([id]);
    expect(store.conversations[id]!.status).toBe('active');
    calls[0]!.answer(true);
    await flush();
    expect(store.conversations[id]!.status).toBe('inactive');
    expect(store.conversations[id]!.statusTriggers.inactive).toBe(iso(DUE));
    // Even if a stale list said active again for the same message, the server is not told twice.
    conversationUpserted({ ...store.conversations[id]!, status: 'active' });
    for (let s = 2; s < 10; s++) marker.check(DUE + s * 1_000);
    expect(calls).toHaveLength(1);
  });

  test('a failed call is logged and tried again on the next check, then further apart, never every check', async () => {
    const id = quietConversation();
    const { calls, send } = fakeServer();
    const marker = createInactivityMarker(send);
    const callsAt: number[] = [];
    for (let s = 0; s < 12; s++) {
      const before = calls.length;
      marker.check(DUE + s * 1_000);
      if (calls.length > before) {
        callsAt.push(s);
        calls.at(-1)!.answer(false);
        await flush();
      }
    }
    // Tried at once, again on the next check, then after 1 and 3 checks skipped, then 7.
    expect(callsAt).toEqual([0, 1, 3, 7]);
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toContain(id);
    expect(store.conversations[id]!.status).toBe('active');
    // The next try succeeds.
    for (let s = 12; s <= 15 && calls.length === 4; s++) marker.check(DUE + s * 1_000);
    expect(calls).toHaveLength(5);
    calls[4]!.answer(true);
    await flush();
    expect(store.conversations[id]!.status).toBe('inactive');
  });

  test("a consumer message resets it: nothing due until the agent's next message, which counts afresh", async () => {
    const id = quietConversation();
    const { calls, send } = fakeServer();
    const marker = createInactivityMarker(send);
    const message = (by: Message['by'], at: number, text: string): Message =>
      ({ _id: `m-${at}`, by, text, sentTime: iso(at), files: [], favorite: false, private: false, unread: false, status: {} }) as Message;

    // The consumer writes while the call is out: the answer does not silence them.
    marker.check(DUE);
    messageArrived({ conversationId: id, message: message('consumer', DUE + 500, 'Oi, ainda estou aqui.'), at: DUE + 500 });
    calls[0]!.answer(true);
    await flush();
    expect(store.conversations[id]!.status).toBe('active');
    marker.check(DUE + 600_000);
    expect(calls).toHaveLength(1);

    // The agent answers: the timer runs from that message.
    const reply = DUE + 10_000;
    messageArrived({ conversationId: id, message: message('agent', reply, 'Certo, vou verificar.'), at: reply });
    marker.check(reply + 299_999);
    expect(calls).toHaveLength(1);
    marker.check(reply + 300_000);
    expect(calls).toHaveLength(2);
    calls[1]!.answer(true);
    await flush();
    expect(store.conversations[id]!.status).toBe('inactive');
  });

  test('nothing is marked while the hub is not connected (a consumer answer may be unseen)', () => {
    quietConversation();
    const { calls, send } = fakeServer();
    const marker = createInactivityMarker(send);
    store.connection.status = 'reconnecting';
    marker.check(DUE + 60_000);
    expect(calls).toHaveLength(0);
  });
});

describe('the leader window marks a quiet conversation inactive (against the demo)', () => {
  const harness = useHarness({ paused: true, connectHub: true });
  afterEach(() => setLogSink(undefined));

  test('the agent replies, the consumer stays quiet past inactivityTime: inactive in the list, the server told once', async () => {
    const { control, server, model } = harness.demo;
    const posts: { id: string | null; body: unknown }[] = [];
    server.events.on('request:start', async ({ request }) => {
      const url = new URL(request.url);
      if (request.method === 'POST' && url.pathname.endsWith(changeStatusPath)) {
        posts.push({ id: url.searchParams.get('id'), body: await request.clone().json() });
      }
    });
    const events: DemoHubEvent[] = [];
    model.events.on('hub', (event) => events.push(event));

    const id = await control.newConversation({ channel: 'whatsapp' });
    await waitUntil(() => Boolean(store.conversations[id]), { timeout: 3_000, what: 'the arrival' });
    await control.setInactivityTime(id, 1);
    await waitUntil(() => store.conversations[id]!.inactivityTime === 1, { timeout: 3_000, what: 'the short inactivity time' });
    harness.render(<SlaBadge conversationId={id} />, []);
    expect(screen.getByRole('img').getAttribute('aria-label')).not.toBe('Inativa');

    // The consumer spoke last: nothing is due (the marker tests above check it against a set
    // clock, past any deadline; here, nothing has gone out).
    await harness.flushRequests();
    expect(store.conversations[id]!.status).toBe('active');
    expect(posts).toHaveLength(0);

    await sendMessage(id, { text: 'Bom dia! Pode me enviar a foto do boletim de ocorrência?' });
    expect(store.conversations[id]!.lastMessage?.by).toBe('agent');
    expect(store.conversations[id]!.status).toBe('active');
    expect(await screen.findByRole('img', { name: 'Inativa' }, { timeout: 4_000 })).toBeTruthy();
    expect(store.conversations[id]!.status).toBe('inactive');

    // The server was told once (that later checks tell it no more is checked above, against a set clock), and agrees.
    await harness.flushRequests();
    expect(posts).toEqual([{ id, body: { status: 'inactive' } }]);
    expect(model.getConversation(id)!.status).toBe('inactive');
    // The workspace applied it from the answer: the demo does not echo the event back to it.
    expect(events.filter((e) => e.event === 'inactiveConversationBySystem')).toEqual([]);

    // The consumer comes back: active again, and the agent's next message starts a new timer.
    await control.consumerSends(id, 'Desculpe, estava sem sinal. Já vou mandar.');
    await waitUntil(() => store.conversations[id]!.status === 'active', { timeout: 3_000, what: 'the consumer to bring it back' });
    await sendMessage(id, { text: 'Sem problemas, fico no aguardo.' });
    await waitUntil(() => store.conversations[id]!.status === 'inactive', { timeout: 4_000, what: 'the second silence' });
    expect(posts).toHaveLength(2);
  }, 15_000);

  test('a failed call leaves it active and is tried again a second later', async () => {
    const { control, server } = harness.demo;
    let calls = 0;
    server.use(
      http.post(apiUrl(endpoints.changeStatus(getConfig().product, 'x')).split('?')[0]!, () => {
        calls += 1;
        // The first call fails; the next ones reach the demo.
        if (calls === 1) return HttpResponse.json({ message: [{ key: 'server', value: 'Unavailable service' }] }, { status: 500 });
        return undefined;
      }),
    );
    setLogSink({ warn: () => undefined, error: () => undefined, info: () => undefined });
    const id = await control.newConversation({ channel: 'webchat' });
    await waitUntil(() => Boolean(store.conversations[id]), { timeout: 3_000, what: 'the arrival' });
    await control.setInactivityTime(id, 1);
    await waitUntil(() => store.conversations[id]!.inactivityTime === 1, { timeout: 3_000, what: 'the short inactivity time' });
    await sendMessage(id, { text: 'Vou transferir seu pedido para a vistoria.' });
    await waitUntil(() => calls === 1, { timeout: 4_000, what: 'the failed call' });
    expect(store.conversations[id]!.status).toBe('active');
    await waitUntil(() => store.conversations[id]!.status === 'inactive', { timeout: 3_000, what: 'the retry' });
    expect(calls).toBe(2);
    expect(harness.demo.model.getConversation(id)!.status).toBe('inactive');
  }, 10_000);
});
