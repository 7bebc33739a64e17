import { describe, expect, test } from '@rstest/core';
import { http, HttpResponse } from 'msw';
import { endpoints } from '../api/endpoints';
import { store } from '../state/store';
import { apiUrl } from '../testing/demo/handlers/urls';
import { useHarness, waitUntil } from '../testing/harness';
import { consumerMessageCounts, createConversationChecker, createFailureCounter, LIST_REREAD_ROUNDS } from './checks';
import { loadMessages } from './service';

const harness = useHarness({ paused: true, connectHub: true });

describe('the three-failures rule (spec 000 §4, §9)', () => {
  test('three failures in a row raise the alert; a success in between starts the count again', () => {
    const counter = createFailureCounter();
    expect([false, false].map((ok) => counter.record(ok))).toEqual([false, false]);
    expect(counter.record(true)).toBe(false);
    expect([false, false, false].map((ok) => counter.record(ok))).toEqual([false, false, true]);
    // After an alert the next one needs three failures again.
    expect([false, false, false].map((ok) => counter.record(ok))).toEqual([false, false, true]);
  });

  test('against the demo: isOk false three times in a row calls for the lost-chat dialog, once', async () => {
    let lost = 0;
    const checker = createConversationChecker(() => lost++);
    await harness.demo.control.failConversationChecks(2);
    await checker.runOnce();
    await checker.runOnce();
    expect(checker.failures).toBe(2);
    await checker.runOnce(); // the demo answers isOk again: the count starts over
    expect(checker.failures).toBe(0);
    await harness.demo.control.failConversationChecks(3);
    await checker.runOnce();
    await checker.runOnce();
    expect(lost).toBe(0);
    await checker.runOnce();
    expect(lost).toBe(1);
    await checker.runOnce();
    expect(lost).toBe(1);
  });

  test('a check that fails as a call (500) counts as a failure too', async () => {
    let lost = 0;
    const checker = createConversationChecker(() => lost++);
    harness.demo.server.use(http.post(apiUrl(endpoints.conversationsCheck()), () => HttpResponse.json({ message: [{ key: 'server', value: 'x' }] }, { status: 500 })));
    for (let i = 0; i < 3; i++) await checker.runOnce();
    expect(lost).toBe(1);
  });

  test('it sends the ids of the active and inactive conversations only; nothing while the hub is down', async () => {
    const bodies: unknown[] = [];
    harness.demo.server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/conversations-check')) bodies.push(await request.clone().json());
    });
    const checker = createConversationChecker(() => undefined);
    await checker.runOnce();
    const open = Object.values(store.conversations).filter((c) => c.status === 'active' || c.status === 'inactive').map((c) => c.conversationId);
    expect(open.length).toBeGreaterThan(1);
    expect(bodies).toEqual([{ conversations: open }]);
    store.connection.status = 'reconnecting';
    await checker.runOnce();
    expect(bodies).toHaveLength(1);
    harness.demo.server.events.removeAllListeners();
  });
});

describe('the messages check', () => {
  test('a consumer message missing from a complete thread is fetched again, once', async () => {
    const id = await harness.demo.control.newConversation({ channel: 'whatsapp' });
    await waitUntil(() => !!store.conversations[id], { timeout: 3_000, what: 'the arrival' });
    await harness.demo.control.consumerSends(id, 'Mandei a foto do para-brisa.');
    await loadMessages(id, 1);
    expect(store.threads[id]!.complete).toBe(true);
    const counted = consumerMessageCounts()[id]!;
    expect(counted).toBeGreaterThan(0);

    // In step with the server: nothing is fetched.
    const requests: string[] = [];
    harness.demo.server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).pathname));
    const checker = createConversationChecker(() => undefined);
    await checker.runOnce();
    expect(requests.filter((p) => p.endsWith('-messages/message'))).toHaveLength(0);

    // One consumer message never reached us: the check says so and the thread is fetched again.
    const thread = store.threads[id]!;
    thread.messages = thread.messages.filter((m) => m.text !== 'Mandei a foto do para-brisa.');
    await checker.runOnce();
    expect(requests.filter((p) => p.endsWith('/messages-check'))).toHaveLength(2);
    expect(store.threads[id]!.messages.filter((m) => m.text === 'Mandei a foto do para-brisa.')).toHaveLength(1);
    expect(consumerMessageCounts()[id]).toBe(counted);
    harness.demo.server.events.removeAllListeners();
  });

  test('threads showing only their newest page are not compared (their count is partial)', async () => {
    const long = Object.values(store.conversations).find((c) => c.status === 'active' && c.channel === 'whatsapp')!;
    await loadMessages(long.conversationId, 1);
    expect(store.threads[long.conversationId]!.complete).toBe(false);
    expect(consumerMessageCounts()[long.conversationId]).toBeUndefined();
  });

  test('a conversation whose id is __proto__ or constructor is counted like any other', async () => {
    for (const conversationId of ['__proto__', 'constructor']) {
      await harness.demo.control.newConversation({ channel: 'webchat', conversationId });
      await waitUntil(() => !!store.conversations[conversationId], { timeout: 3_000, what: `the arrival of ${conversationId}` });
      await loadMessages(conversationId, 1);
      const held = store.threads[conversationId]!.messages.filter((m) => m.by === 'consumer' || m.by === 'client').length;
      expect(held).toBeGreaterThan(0);
      expect(Object.getOwnPropertyDescriptor(consumerMessageCounts(), conversationId)?.value).toBe(held);
    }
  });
});

/** The GET requests of the conversation list (not of one conversation) from now on. */
function listReads() {
  const reads: string[] = [];
  harness.demo.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith('-messages/conversation') && !url.searchParams.has('id')) reads.push(url.pathname);
  });
  return reads;
}

/** The row as a missed event leaves it: what it showed before the consumer's message. */
function missTheEvent(conversationId: string, before: { lastMessage: unknown; unreadCount: number }) {
  const c = store.conversations[conversationId]!;
  c.lastMessage = before.lastMessage as typeof c.lastMessage;
  c.unreadCount = before.unreadCount;
}

describe('a row that missed its event', () => {
  test('is repaired by the checks, which read the list again once a minute even when every check passes', async () => {
    const id = await harness.demo.control.newConversation({ channel: 'whatsapp' });
    await waitUntil(() => !!store.conversations[id], { timeout: 3_000, what: 'the arrival' });
    const before = { lastMessage: { ...store.conversations[id]!.lastMessage }, unreadCount: store.conversations[id]!.unreadCount };
    await harness.demo.control.consumerSends(id, 'O guincho ainda não chegou.');
    await waitUntil(() => store.conversations[id]!.lastMessage?.text === 'O guincho ainda não chegou.', { timeout: 3_000, what: 'the message' });
    missTheEvent(id, before);

    const reads = listReads();
    const checker = createConversationChecker(() => undefined);
    for (let round = 1; round < LIST_REREAD_ROUNDS; round++) await checker.runOnce();
    // Every check passes (the thread was never opened): the row is still wrong, nothing read yet.
    expect(reads).toHaveLength(0);
    expect(store.conversations[id]!.lastMessage?.text).not.toBe('O guincho ainda não chegou.');

    await checker.runOnce();
    expect(reads).toHaveLength(1);
    expect(store.conversations[id]!.lastMessage?.text).toBe('O guincho ainda não chegou.');
    expect(store.conversations[id]!.unreadCount).toBe(before.unreadCount + 1);
    harness.demo.server.events.removeAllListeners();
  });

  test('a failed check reads the list at once; a thread on screen that ends before its row fetches its newest page', async () => {
    const long = Object.values(store.conversations).find((c) => c.status === 'active' && c.channel === 'whatsapp')!;
    const id = long.conversationId;
    await loadMessages(id, 1);
    expect(store.threads[id]!.complete).toBe(false);
    const before = { lastMessage: { ...store.conversations[id]!.lastMessage }, unreadCount: store.conversations[id]!.unreadCount };
    await harness.demo.control.consumerSends(id, 'Mandei o endereço da oficina.');
    await waitUntil(() => store.threads[id]!.messages.some((m) => m.text === 'Mandei o endereço da oficina.'), { timeout: 3_000, what: 'the message' });
    // Neither the row nor the thread (only its newest page is loaded: not comparable) saw it.
    missTheEvent(id, before);
    const thread = store.threads[id]!;
    thread.messages = thread.messages.filter((m) => m.text !== 'Mandei o endereço da oficina.');

    const reads = listReads();
    await harness.demo.control.failConversationChecks(1);
    await createConversationChecker(() => undefined).runOnce();
    expect(reads).toHaveLength(1);
    expect(store.conversations[id]!.lastMessage?.text).toBe('Mandei o endereço da oficina.');
    expect(store.threads[id]!.messages.filter((m) => m.text === 'Mandei o endereço da oficina.')).toHaveLength(1);
    harness.demo.server.events.removeAllListeners();
  });
});

describe('after three failed checks', () => {
  test('the lost-chat flag goes up and the list reloads behind "Reloading chats"; the flag stays for the agent to acknowledge', async () => {
    const { lostChatDetected } = await import('./checks');
    const { acknowledgeLostChat } = await import('../state/connectionDialogs');
    const arrived = await harness.demo.control.newConversation({ channel: 'whatsapp' });
    const { conversationRemoved } = await import('../state/conversations');
    await waitUntil(() => !!store.conversations[arrived], { timeout: 3_000, what: 'the arrival' });
    conversationRemoved(arrived); // as if the client had lost track of it
    const checker = createConversationChecker(() => void lostChatDetected());
    await harness.demo.control.failConversationChecks(3);
    for (let i = 0; i < 3; i++) await checker.runOnce();
    expect(store.connection.lostChat).toBe(true);
    expect(store.connection.reloading).toBe(true);
    await waitUntil(() => !store.connection.reloading, { timeout: 3_000, what: 'the reload' });
    expect(store.conversations[arrived]).toBeDefined();
    expect(store.connection.lostChat).toBe(true);
    acknowledgeLostChat();
    expect(store.connection.lostChat).toBe(false);
  });
});
