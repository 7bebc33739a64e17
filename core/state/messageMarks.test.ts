import { beforeEach, describe, expect, test } from '@rstest/core';
import { messageSchema } from '../schemas';
import { testConversation } from '../testing/conversationFixture';
import { conversationsLoaded, messagePageLoaded } from './conversations';
import { messageFavoriteChanged } from './messageMarks';
import { resetStore, store } from './store';

const message = (id: string) => messageSchema.parse({ _id: id, by: 'consumer', text: `texto ${id}`, sentTime: '2026-11-24T10:00:00.000Z' });

beforeEach(() => {
  resetStore();
  conversationsLoaded([testConversation('c1')]);
  messagePageLoaded({ conversationId: 'c1', page: 1, messages: [message('m1'), message('m2')] });
});

describe('starring a message', () => {
  test('replaces only that message, and back again', () => {
    const [m1, m2] = store.threads.c1!.messages;
    messageFavoriteChanged({ conversationId: 'c1', messageId: 'm2', favorite: true });
    expect(store.threads.c1!.messages[1]).toMatchObject({ _id: 'm2', favorite: true });
    expect(store.threads.c1!.messages[0]).toBe(m1);
    expect(store.threads.c1!.messages[1]).not.toBe(m2);
    messageFavoriteChanged({ conversationId: 'c1', messageId: 'm2', favorite: false });
    expect(store.threads.c1!.messages[1]!.favorite).toBe(false);
  });

  test('a message or thread not held is left alone', () => {
    messageFavoriteChanged({ conversationId: 'c1', messageId: 'nope', favorite: true });
    messageFavoriteChanged({ conversationId: 'c9', messageId: 'm1', favorite: true });
    expect(store.threads.c1!.messages.map((m) => m.favorite)).toEqual([false, false]);
    expect(store.threads.c9).toBeUndefined();
  });
});
