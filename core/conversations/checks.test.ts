import { describe, expect, test } from '@rstest/core';
import { http, HttpResponse } from 'msw';
import { endpoints } from '../api/endpoints';
import { store } from '../state/store';
import { apiUrl } from '../testing/demo/handlers/urls';
import { useHarness, waitFor } from '../testing/harness';
import { consumerMessageCounts, createConversationChecker, createFailureCounter } from './checks';
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
    await waitFor(() => !!store.conversations[id], 3_000, 'the arrival');
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
});

describe('after three failed checks', () => {
  test('the lost-chat flag goes up and the list reloads behind "Reloading chats"; the flag stays for the agent to acknowledge', async () => {
    const { lostChatDetected } = await import('./checks');
    const { acknowledgeLostChat } = await import('../state/connectionDialogs');
    const arrived = await harness.demo.control.newConversation({ channel: 'whatsapp' });
    const { conversationRemoved } = await import('../state/conversations');
    await waitFor(() => !!store.conversations[arrived], 3_000, 'the arrival');
    conversationRemoved(arrived); // as if the client had lost track of it
    const checker = createConversationChecker(() => void lostChatDetected());
    await harness.demo.control.failConversationChecks(3);
    for (let i = 0; i < 3; i++) await checker.runOnce();
    expect(store.connection.lostChat).toBe(true);
    expect(store.connection.reloading).toBe(true);
    await waitFor(() => !store.connection.reloading, 3_000, 'the reload');
    expect(store.conversations[arrived]).toBeDefined();
    expect(store.connection.lostChat).toBe(true);
    acknowledgeLostChat();
    expect(store.connection.lostChat).toBe(false);
  });
});
