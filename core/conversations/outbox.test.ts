import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { http, HttpResponse } from 'msw';
import { endpoints } from '../api/endpoints';
import { startWorkspace } from '../runtime/workspace';
import { clearSession } from '../session/signOut';
import type { OutgoingMessage } from '../state/conversations';
import { store } from '../state/store';
import { memoryRecordStore, type RecordStore } from '../storage/recordStore';
import { apiPattern } from '../testing/demo/handlers/urls';
import { type Harness, startHarness, waitUntil } from '../testing/harness';
import { outbox, parseEntry, setOutboxRecords } from './outbox';
import { loadConversations, sendMessage } from './service';
/**
 * Issue 8 #3: a reply sent right before a reload is not lost. The outbox is written before the send
 * is attempted, and the page after the reload sends what it holds, once, with the same client id,
 * in the order written, showing it as sending meanwhile. The threads a reload restores are not
 * relied on: here they come back empty.
 */

let harness: Harness;
/** What IndexedDB keeps across the simulated reloads. */
let indexedDb: RecordStore;
let stopPage: (() => void) | undefined;
/** Sends of the page before the reload never get an answer (the reload cuts them off). */
let cutOff: Promise<void>;
let release: () => void;

beforeEach(async () => {
  harness = await startHarness();
  await harness.signIn();
  await harness.demo.control.pause();
  indexedDb = memoryRecordStore();
  setOutboxRecords(indexedDb);
  cutOff = new Promise((resolve) => {
    release = resolve;
  });
});
afterEach(async () => {
  stopPage?.();
  stopPage = undefined;
  release();
  await harness.stop();
  setOutboxRecords(undefined);
});

/** The workspace of a page, connected. */
async function openPage(): Promise<void> {
  stopPage = startWorkspace();
  await waitUntil(() => store.connection.status === 'connected', { timeout: 5_000, what: 'the hub to connect' });
}

/**
 * The page goes away before any of its sends got through, and comes back: the same session, an
 * outbox over what IndexedDB committed (`committed`), and threads that did not keep the replies.
 */
async function reload(committed: RecordStore = indexedDb): Promise<void> {
  stopPage?.();
  stopPage = undefined;
  for (const thread of Object.values(store.threads)) thread.messages = thread.messages.filter((m) => !m.clientId);
  store.connection.status = 'disconnected';
  setOutboxRecords(committed);
  await openPage();
}

let cutting = false;

/**
 * Sends of the page before the reload never answer (until the test ends, when they fail); the
 * client ids the server was asked for.
 */
function cutSendsOff(): string[] {
  const asked: string[] = [];
  cutting = true;
  harness.demo.server.use(
    http.post(apiPattern(endpoints.sendMessage, 'conversationId'), async ({ request }) => {
      asked.push(((await request.clone().json()) as { clientId: string }).clientId);
      if (!cutting) return undefined;
      await cutOff;
      return HttpResponse.error();
    }),
  );
  return asked;
}
const letSendsThrough = () => {
  cutting = false;
};

/** A new conversation, read with the list before the page's workspace starts (see sender.test.ts). */
async function openConversation(): Promise<string> {
  const id = await harness.demo.control.newConversation({ channel: 'whatsapp' });
  await loadConversations();
  await waitUntil(() => !!store.conversations[id], { timeout: 3_000, what: 'the arrival' });
  await harness.open(id);
  return id;
}

const mine = (id: string, text: string) => (store.threads[id]?.messages ?? []).filter((m) => m.text === text) as OutgoingMessage[];
const held = (id: string) => harness.demo.model.messagesPage(id, 1).filter((m) => m.by === 'agent');

describe('the outbox across a reload', () => {
  test('replies sent right before a reload show again as sending, then go out once each, with their client ids, in the order written', async () => {
    const id = await openConversation();
    await openPage();
    const asked = cutSendsOff();
    const replies = ['Primeira resposta antes do recarregamento.', 'Segunda resposta.', 'Terceira, logo em seguida.'];
    for (const text of replies) void sendMessage(id, { text: text });
    const clientIds = replies.map((text) => mine(id, text)[0]!.clientId);
    await waitUntil(() => asked.length === 1, { timeout: 2_000, what: 'the first send to leave' });

    // The page reloads with the sends cut off; the next page's sends get through, but slowly
    // enough to see what the thread shows before.
    letSendsThrough();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    harness.demo.server.use(
      http.post(apiPattern(endpoints.sendMessage, 'conversationId'), async () => {
        await answered;
        return undefined;
      }),
    );
    await reload();
    await waitUntil(() => replies.every((text) => mine(id, text).length === 1), { timeout: 2_000, what: 'the replies back in the thread' });
    expect(replies.map((text) => mine(id, text)[0]!.status)).toEqual([{ sending: true }, { sending: true }, { sending: true }]);
    expect(held(id)).toEqual([]);

    answer();
    await waitUntil(() => held(id).length === 3 && replies.every((text) => mine(id, text)[0]?.status.sent), { timeout: 3_000, what: 'the replies to go out' });
    expect(held(id).map((m) => [m.text, m.clientId])).toEqual(replies.map((text, i) => [text, clientIds[i]]));
    for (const text of replies) expect(mine(id, text)).toHaveLength(1);
    expect(await outbox().load()).toEqual([]);
  });

  test('a reload before IndexedDB committed the reply: the synchronous mirror keeps it, and it goes out once', async () => {
    // This page's IndexedDB never commits (the page goes before it does).
    const neverCommits: RecordStore = { loadAll: async () => new Map(), write: () => new Promise(() => undefined) };
    setOutboxRecords(neverCommits);
    const id = await openConversation();
    await openPage();
    const asked = cutSendsOff();
    const text = 'Resposta enviada 30 ms antes do recarregamento.';
    void sendMessage(id, { text: text });
    const clientId = mine(id, text)[0]!.clientId;
    await waitUntil(() => asked.length === 1, { timeout: 2_000, what: 'the send to leave' });

    letSendsThrough();
    await reload(memoryRecordStore());
    await waitUntil(() => held(id).length === 1 && !!mine(id, text)[0]?.status.sent, { timeout: 3_000, what: 'the reply to go out' });
    expect(held(id).map((m) => [m.text, m.clientId])).toEqual([[text, clientId]]);
    expect(mine(id, text)).toHaveLength(1);
  });

  test('a reply whose first attempt reached the server is not doubled by the resend after the reload', async () => {
    const id = await openConversation();
    await openPage();
    const text = 'Resposta que chegou ao servidor antes do recarregamento.';
    const asked = cutSendsOff();
    void sendMessage(id, { text: text });
    await waitUntil(() => asked.length === 1, { timeout: 2_000, what: 'the send to leave' });
    // The server stored it, but the page reloads before its answer.
    const clientId = mine(id, text)[0]!.clientId!;
    harness.demo.host.mutate((m) => m.agentSends(id, text, { userId: store.session!.user.id, clientId }));

    letSendsThrough();
    await reload();
    await waitUntil(() => !!mine(id, text)[0]?.status.sent, { timeout: 3_000, what: 'the reply shown as sent' });
    expect(held(id).filter((m) => m.text === text)).toHaveLength(1);
    expect(mine(id, text)).toHaveLength(1);
  });

  test('a logout empties the outbox at once: nothing is left for the next session to send', async () => {
    const id = await openConversation();
    await openPage();
    cutSendsOff();
    void sendMessage(id, { text: 'Resposta pendente na hora do logout.' });
    await waitUntil(() => mine(id, 'Resposta pendente na hora do logout.').length === 1, { timeout: 1_000, what: 'the reply' });
    stopPage?.();
    stopPage = undefined;
    clearSession();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('tessera-outbox'))).toEqual([]);
    expect(await outbox().load()).toEqual([]);
  });
});

describe('an outbox record read back', () => {
  const good = { clientId: 'c-1', conversationId: 'conv-1', text: 'Olá', sentTime: new Date().toISOString(), userId: '1001', seq: 1 };

  test('is taken when it is one', () => {
    expect(parseEntry(good)).toMatchObject(good);
  });

  test('is left out when its time, owner or ids are not what this app writes', () => {
    for (const bad of [
      { ...good, sentTime: 'not a date' },
      { ...good, sentTime: '+275760-09-13T00:00:00.000Z' },
      { ...good, userId: undefined },
      { ...good, clientId: '   ' },
      { ...good, conversationId: 'x'.repeat(201) },
    ]) {
      expect(parseEntry(bad)).toBeUndefined();
    }
  });
});
