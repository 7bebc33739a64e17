import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { snapshot } from 'valtio';
import { type Conversation, conversationSchema, type Message, messageSchema } from '../schemas';
import { conversationsLoaded, messageArrived, messagePageLoaded } from './conversations';
import { persistedJson } from './persistedJson';
import { resetStore, store, type TesseraState } from './store';

const at = (second: number) => new Date(Date.UTC(2026, 10, 21, 10, 0, second)).toISOString();
const conversation = (id: string): Conversation =>
  conversationSchema.parse({
    conversationId: id,
    status: 'active',
    skillId: 'skl-sinistro-auto',
    channel: 'whatsapp',
    consumer: { id: `cns-${id}`, name: `Cliente ${id}` },
    users: [{ user_id: '1001', user_name: 'Ana Souza' }],
    lastMessage: { sentTime: at(0), by: 'consumer', text: 'Oi' },
    slaLate: 300,
  });
const message = (id: string, second: number, extra: Record<string, unknown> = {}): Message =>
  messageSchema.parse({ _id: id, by: 'consumer', text: `texto ${id}`, sentTime: at(second), ...extra });

/** What saving the whole store with JSON.stringify writes. */
function plainJson(): string {
  const { session, conversations, threads, drafts, selectedConversationId, preferences, company } = store;
  return JSON.stringify({ session, conversations, threads, drafts, selectedConversationId, preferences, company });
}

const saved = () => persistedJson(snapshot(store) as TesseraState);

beforeEach(() => resetStore());
afterEach(() => resetStore());

describe('the saved state, written part by part', () => {
  test('is exactly what JSON.stringify writes, before and after changes to some conversations', () => {
    conversationsLoaded(Array.from({ length: 30 }, (_, i) => conversation(`c${i}`)));
    messagePageLoaded({ conversationId: 'c1', page: 1, messages: [message('m1', 1), message('m2', 2)] });
    store.drafts.c2 = 'Um momento';
    expect(saved()).toBe(plainJson());

    messageArrived({ conversationId: 'c1', message: message('m3', 3), at: 0 });
    store.conversations.c7!.unreadCount = 4;
    delete store.drafts.c2;
    expect(saved()).toBe(plainJson());
  });
});
