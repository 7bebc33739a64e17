import { afterEach, describe, expect, test } from '@rstest/core';
import { type ConversationStatus, conversationSchema } from '../schemas';
import { resetStore, store } from '../state/store';
import { warnBeforeUnload } from './unloadWarning';

afterEach(() => resetStore());

const conversation = (status: ConversationStatus) =>
  conversationSchema.parse({ conversationId: 'c1', status, skillId: 's1', channel: 'whatsapp', consumer: { id: 'p1', name: 'Maria' } });

function leave(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('the unload warning', () => {
  test.each(['active', 'inactive', 'pre-chat'] as const)('asks before leaving while a conversation is %s', (status) => {
    store.conversations.c1 = conversation(status);
    const stop = warnBeforeUnload();
    expect(leave().defaultPrevented).toBe(true);
    stop();
    expect(leave().defaultPrevented).toBe(false);
  });

  test.each(['closed', 'pos-chat'] as const)('lets the agent go when every conversation is %s', (status) => {
    store.conversations.c1 = conversation(status);
    const stop = warnBeforeUnload();
    expect(leave().defaultPrevented).toBe(false);
    stop();
  });
});
