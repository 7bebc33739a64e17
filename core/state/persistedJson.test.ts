import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { snapshot } from 'valtio';
import { type Conversation, type Message, messageSchema } from '../schemas';
import { testConversation } from '../testing/conversationFixture';
import { conversationsLoaded, messageArrived, messagePageLoaded } from './conversations';
import { persistedJson } from './persistedJson';
import { CONVERSATION_BUDGET, DRAFT_CHARS, PREVIEW_CHARS, STORED_CONVERSATIONS } from './storageLimits';
import { resetStore, store, type TesseraState } from './store';

const at = (second: number) => new Date(Date.UTC(2026, 10, 21, 10, 0, second)).toISOString();
const conversation = (id: string): Conversation => testConversation(id, { lastMessage: { sentTime: at(0), by: 'consumer', text: 'Oi' } });
const message = (id: string, second: number, extra: Record<string, unknown> = {}): Message =>
  messageSchema.parse({ _id: id, by: 'consumer', text: `texto ${id}`, sentTime: at(second), ...extra });

/** What saving the small parts of the store with JSON.stringify writes. */
function plainJson(): string {
  const { session, conversations, drafts, selectedConversationId, preferences, company } = store;
  return JSON.stringify({ session, conversations, drafts, selectedConversationId, preferences, company });
}

const saved = () => persistedJson(snapshot(store) as TesseraState);

beforeEach(() => resetStore());
afterEach(() => resetStore());

describe("the saved 'state', written part by part", () => {
  test('is exactly what JSON.stringify writes of its parts, before and after changes to some conversations; threads are not in it', () => {
    conversationsLoaded(Array.from({ length: 30 }, (_, i) => conversation(`c${i}`)));
    messagePageLoaded({ conversationId: 'c1', page: 1, messages: [message('m1', 1), message('m2', 2)] });
    store.drafts.c2 = 'Um momento';
    expect(saved()).toEqual({ json: plainJson(), conversationsLeftOut: [], draftsCut: [] });

    messageArrived({ conversationId: 'c1', message: message('m3', 3), at: 0 });
    store.conversations.c7!.unreadCount = 4;
    delete store.drafts.c2;
    expect(saved().json).toBe(plainJson());
    expect(JSON.parse(saved().json).threads).toBeUndefined();
  });

  test('keeps at most STORED_CONVERSATIONS of a huge list: the open one, those with a draft, then the latest', () => {
    const count = STORED_CONVERSATIONS + 100;
    const list = Array.from({ length: count }, (_, i) => ({ ...conversation(`c${i}`), lastMessage: { sentTime: new Date(Date.UTC(2026, 10, 21, 10, 0, 0, i)).toISOString(), by: 'consumer' as const, text: 'Oi' } }));
    conversationsLoaded(list);
    store.selectedConversationId = 'c0';
    store.drafts.c1 = 'Já verifico';
    const stored = Object.keys((JSON.parse(saved().json) as { conversations: Record<string, Conversation> }).conversations);
    expect(stored).toHaveLength(STORED_CONVERSATIONS);
    expect(stored.slice(0, 2).toSorted()).toEqual(['c0', 'c1']);
    expect(stored).toContain(`c${count - 1}`);
    expect(stored).toContain(`c${count - STORED_CONVERSATIONS + 2}`);
    expect(stored).not.toContain(`c${count - STORED_CONVERSATIONS + 1}`);
    expect(stored).not.toContain('c2');
  });

  test('holds each conversation and draft to its limit: a long preview and a long draft are cut, a huge conversation left out', () => {
    conversationsLoaded([conversation('c1'), conversation('c2'), { ...conversation('c3'), chatInfo: { blob: 'y'.repeat(CONVERSATION_BUDGET) } }]);
    messageArrived({ conversationId: 'c2', message: message('big', 5, { text: 'x'.repeat(3_000_000) }), at: 0 });
    store.drafts.c1 = 'r'.repeat(DRAFT_CHARS + 1);
    const { json, conversationsLeftOut, draftsCut } = saved();
    const state = JSON.parse(json) as { conversations: Record<string, Conversation>; drafts: Record<string, string> };
    expect(Object.keys(state.conversations)).toEqual(['c1', 'c2']);
    expect(state.conversations.c2?.lastMessage?.text).toHaveLength(PREVIEW_CHARS);
    expect(state.drafts.c1).toHaveLength(DRAFT_CHARS);
    expect(conversationsLeftOut).toEqual(['c3']);
    expect(draftsCut).toEqual(['c1']);
    expect(json.length).toBeLessThan(DRAFT_CHARS + PREVIEW_CHARS + 10_000);
    // The store keeps them whole: only storage is cut.
    expect(store.conversations.c2?.lastMessage?.text).toHaveLength(3_000_000);
  });
});
