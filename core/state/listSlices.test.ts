import { afterAll, beforeEach, describe, expect, test } from '@rstest/core';
import { subscribe } from 'valtio';
import { applyInSlices } from '../conversations/inSlices';
import type { Conversation } from '../schemas';
import { testConversation } from '../testing/conversationFixture';
import { closeChannel } from '../sync/channel';
import { applyConversationList, conversationsLoaded, LIST_AT_ONCE } from './conversations';
import { resetStore, store } from './store';

afterAll(() => closeChannel());
beforeEach(() => resetStore());

const conversation = (id: string): Conversation => testConversation(id, { lastMessage: undefined });

describe('a long conversation list', () => {
  test('is applied a slice a frame: the store changes many times, each time by a part of it, and ends holding all of it', async () => {
    conversationsLoaded([conversation('antiga')]);
    const list = Array.from({ length: 3_000 }, (_, i) => conversation(`c${i}`));
    const seen: number[] = [];
    let stillThere = true;
    const stop = subscribe(store, () => {
      seen.push(Object.keys(store.conversations).length);
      if (seen.length === 1) stillThere = !!store.conversations.antiga;
    });
    await applyConversationList(list);
    await Promise.resolve();
    stop();

    expect(Object.keys(store.conversations)).toHaveLength(3_000);
    expect(store.conversations.antiga).toBeUndefined();
    // Rendered between slices: the list grew in several steps, the one it no longer names left only at the end.
    expect(seen.length).toBeGreaterThan(2);
    expect(seen[0]).toBeLessThan(3_000);
    expect(stillThere).toBe(true);
    expect(store.list.status).toBe('success');
  });

  test(`up to ${LIST_AT_ONCE} conversations are applied at once`, async () => {
    const changes: number[] = [];
    const stop = subscribe(store, () => changes.push(Object.keys(store.conversations).length));
    await applyConversationList(Array.from({ length: LIST_AT_ONCE }, (_, i) => conversation(`c${i}`)));
    await Promise.resolve();
    stop();
    expect(changes).toEqual([LIST_AT_ONCE]);
  });
});

describe('applyInSlices', () => {
  test('hands every item over once, in order, in slices sized to the budget, waiting between them', async () => {
    const items = Array.from({ length: 10_000 }, (_, i) => i);
    const slices: number[][] = [];
    let waits = 0;
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    await applyInSlices(
      items,
      (slice) => {
        slices.push(slice);
        // Each item costs about 10 µs: a slice of the 8 ms budget holds hundreds, not ten thousand.
        busy(slice.length * 0.01);
      },
      { wait: (next) => (waits++, setTimeout(next, 0)) },
    );
    expect(slices.flat()).toEqual(items);
    expect(waits).toBe(slices.length - 1);
    expect(slices.length).toBeGreaterThan(5);
    expect(Math.max(...slices.map((s) => s.length))).toBeLessThan(5_000);
  });
});
