import { afterAll, beforeEach, describe, expect, test } from '@rstest/core';
import { snapshot } from 'valtio';
import { type Conversation, type Message, messageSchema } from '../schemas';
import { testConversation } from '../testing/conversationFixture';
import { closeChannel, type SyncMessage, windowId } from '../sync/channel';
import { requestSnapshot } from '../sync/mirror';
import { companyPluginsLoaded } from './company';
import { contactRenamed } from './contacts';
import { conversationRemoved, conversationsLoaded, conversationUpserted, draftChanged, messageArrived } from './conversations';
import { waitUntil } from '../testing/harness';
import { keyedRecord } from './keyed';
import { initialState, resetStore, store } from './store';

afterAll(() => closeChannel());

/** Ids a server may send that name Object's own members on an ordinary object. */
const inherited = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'];
const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;

const conversation = (id: string): Conversation => testConversation(id);

const message = (id: string, minute: number): Message => messageSchema.parse({ _id: id, by: 'consumer', text: `texto ${id}`, sentTime: at(minute) });

/** The JSON a reload reads or another window sends: `__proto__` is an own key there, as JSON.parse makes it. */
function asJson<T>(entries: [string, T][]): Record<string, T> {
  return JSON.parse(`{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`) as Record<string, T>;
}

beforeEach(() => resetStore());

describe('conversation ids that name Object’s members', () => {
  test.each(inherited)('a conversation %s arrives, gets messages, a draft and a new name, and leaves with them; the others stay', (id) => {
    conversationsLoaded([conversation('c1'), conversation(id)]);
    messageArrived({ conversationId: id, message: message('m1', 11), at: Date.parse(at(11)) });
    draftChanged({ conversationId: id, text: 'Já verifico' });
    contactRenamed({ consumerId: `cns-${id}`, displayName: 'Dona Maria' });

    expect(Object.keys(store.conversations).sort()).toEqual(['c1', id].sort());
    expect(store.conversations[id]!.unreadCount).toBe(1);
    expect(store.conversations[id]!.consumer.displayName).toBe('Dona Maria');
    expect(store.threads[id]!.messages.map((m) => m._id)).toEqual(['m1']);
    expect(store.drafts[id]).toBe('Já verifico');
    // What components read: the snapshot holds it as an entry like any other.
    expect(snapshot(store).conversations[id]!.conversationId).toBe(id);

    conversationRemoved(id);
    expect(Object.keys(store.conversations)).toEqual(['c1']);
    expect(store.conversations[id]).toBeUndefined();
    expect(store.threads[id]).toBeUndefined();
    expect(store.drafts[id]).toBeUndefined();
    expect(snapshot(store).conversations[id]).toBeUndefined();
    // Arriving again after it left (a list read again) works as the first time.
    conversationUpserted(conversation(id));
    expect(store.conversations[id]!.conversationId).toBe(id);
  });

  test('a list read again without one of them removes it and keeps the rest', () => {
    conversationsLoaded(inherited.map(conversation));
    conversationsLoaded(inherited.filter((id) => id !== '__proto__').map(conversation));
    expect(Object.keys(store.conversations).sort()).toEqual(inherited.filter((id) => id !== '__proto__').sort());
    expect(store.conversations.__proto__).toBeUndefined();
  });

  test('a reload restores them from the JSON it reads, thread and draft included', () => {
    const saved = asJson(inherited.map((id) => [id, conversation(id)]));
    resetStore({
      ...initialState(),
      conversations: saved,
      threads: asJson([['__proto__', { messages: [message('m1', 11)], nextPage: 1, complete: false, status: 'success' as const }]]),
      drafts: asJson([['constructor', 'rascunho']]),
    });
    expect(Object.keys(store.conversations).sort()).toEqual([...inherited].sort());
    expect(store.conversations.__proto__!.conversationId).toBe('__proto__');
    expect(store.threads.__proto__!.messages).toHaveLength(1);
    expect(store.drafts.constructor).toBe('rascunho');
    expect(store.drafts.toString).toBeUndefined();
    conversationRemoved('__proto__');
    expect(Object.keys(store.conversations)).not.toContain('__proto__');
  });

  test('another window’s snapshot brings them over', async () => {
    const stop = requestSnapshot();
    const leader = new BroadcastChannel('tessera');
    const state = JSON.parse(
      JSON.stringify({
        conversations: keyedRecord(inherited.map((id) => [id, conversation(id)] as const)),
        threads: keyedRecord([['__proto__', { messages: [message('m1', 11)], nextPage: 1, complete: false, status: 'success' }]]),
        drafts: keyedRecord([['valueOf', 'rascunho']]),
        connection: { status: 'connected', logoutByManager: false },
        company: { loaded: true, plugins: keyedRecord([['__proto__', { enabled: false }]]) },
        list: { status: 'success' },
      }),
    ) as unknown;
    leader.postMessage({ kind: 'snapshot', state, from: 'the-leader', to: windowId } satisfies SyncMessage);
    await waitUntil(() => !!store.conversations.__proto__, { timeout: 1_000, what: "the leader's snapshot" });
    leader.close();
    stop();
    expect(Object.keys(store.conversations).sort()).toEqual([...inherited].sort());
    expect(store.threads.__proto__!.messages.map((m) => m._id)).toEqual(['m1']);
    expect(store.drafts.valueOf).toBe('rascunho');
    expect(store.company.plugins.__proto__).toEqual({ enabled: false });
    expect(Object.getPrototypeOf(store.conversations)).toBeNull();
  });

  test('a company plugin id such as __proto__ or constructor is a setting like any other', () => {
    companyPluginsLoaded({
      plugins: [
        { id: '__proto__', enabled: false },
        { id: 'constructor', enabled: true },
      ],
    });
    expect(store.company.plugins.__proto__).toEqual({ enabled: false, config: undefined });
    expect(store.company.plugins.constructor).toEqual({ enabled: true, config: undefined });
    expect(store.company.plugins.toString).toBeUndefined();
  });
});
