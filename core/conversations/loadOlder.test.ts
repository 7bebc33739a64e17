import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import type { Message } from '../schemas';
import { messagePageLoaded } from '../state/conversations';
import { store } from '../state/store';
import { type Harness, startHarness, waitUntil } from '../testing/harness';
import { loadMessages } from './service';

/** "Load older messages" (issue 8 #2): every press shows older messages, until the start of the history. */

let harness: Harness;
beforeEach(async () => {
  harness = await startHarness();
  await harness.signIn();
  await harness.demo.control.pause();
  await harness.connectHub();
});
afterEach(() => harness.stop());

const texts = (conversationId: string) => store.threads[conversationId]?.messages.map((m) => m.text) ?? [];

describe('load older messages', () => {
  test('messages that came live since the last page do not make a press show nothing', async () => {
    const { control } = harness.demo;
    const id = await control.newConversation({ channel: 'whatsapp' });
    for (let i = 1; i <= 40; i++) await control.consumerSends(id, `antiga ${i}`);
    await waitUntil(() => store.conversations[id]?.lastMessage?.text === 'antiga 40', { timeout: 3_000, what: 'the history' });
    // The history came before this window (a reload): it holds none of it.
    delete store.threads[id];
    await harness.open(id);
    const oldestShown = texts(id).find((t) => t?.startsWith('antiga'));
    expect(oldestShown).toBe('antiga 26');

    // A page's worth arrives live: the server's page 2 is now what the thread already shows.
    for (let i = 1; i <= 15; i++) await control.consumerSends(id, `nova ${i}`);
    await waitUntil(() => texts(id).includes('nova 15'), { timeout: 3_000, what: 'the live messages' });

    await loadMessages(id);
    expect(texts(id)).toContain('antiga 25');
    expect(texts(id)).toContain('antiga 11');
  });

  test('pressing until the start loads the whole history, each message once', async () => {
    const { control } = harness.demo;
    const id = await control.newConversation({ channel: 'webchat' });
    for (let i = 1; i <= 50; i++) await control.consumerSends(id, `mensagem ${i}`);
    await waitUntil(() => store.conversations[id]?.lastMessage?.text === 'mensagem 50', { timeout: 3_000, what: 'the history' });
    delete store.threads[id];
    await harness.open(id);
    for (let press = 0; press < 10 && !store.threads[id]!.complete; press++) await loadMessages(id);

    expect(store.threads[id]!.complete).toBe(true);
    // The demo's clock stands still here: the messages share one time, so their order is not the point.
    const sent = texts(id).filter((t) => t?.startsWith('mensagem '));
    expect(sent.toSorted()).toEqual(Array.from({ length: 50 }, (_, i) => `mensagem ${i + 1}`).toSorted());
  });
});

describe('the next page follows the pages the server returned', () => {
  const message = (id: string, second: number, extra: Partial<Message> = {}): Message => ({
    _id: id,
    by: 'consumer',
    text: id,
    sentTime: new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString(),
    files: [],
    favorite: false,
    private: false,
    unread: false,
    status: {},
    ...extra,
  });
  const page = (from: number, extra: (i: number) => Partial<Message> = () => ({})) =>
    Array.from({ length: 15 }, (_, i) => message(`m${from + i}`, from + i, extra(from + i)));

  test('a page holding a message the count leaves out (one the server marks failed) does not bring page 2 back', () => {
    messagePageLoaded({ conversationId: 'c1', page: 1, messages: page(15) });
    messagePageLoaded({ conversationId: 'c1', page: 2, messages: page(0, (i) => (i === 3 ? { by: 'agent', status: { error: true } } : {})) });
    expect(store.threads.c1!.nextPage).toBe(3);
  });

  test('reading the newest page again (a resync) does not move "load older" back', () => {
    messagePageLoaded({ conversationId: 'c2', page: 1, messages: page(30) });
    messagePageLoaded({ conversationId: 'c2', page: 2, messages: page(15) });
    messagePageLoaded({ conversationId: 'c2', page: 1, messages: page(30) });
    expect(store.threads.c2!.nextPage).toBe(3);
  });
});
