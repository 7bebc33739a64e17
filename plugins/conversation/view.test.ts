import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, rstest, test } from '@rstest/core';
import { createConversationView, PREPARE_DWELL_MS } from './view';

useHarness({ paused: true });

/** The platform side of the view, recorded: when the add-ons were asked to start, and what held them. */
function platform() {
  const events: string[] = [];
  const holds: Promise<unknown>[] = [];
  return {
    events,
    holds,
    prepareContributions: () => void events.push('start add-ons'),
    holdStartsUntil: (until: Promise<unknown>) => {
      events.push('hold');
      holds.push(until.then(() => events.push('released')));
    },
  };
}

describe('the conversation view getting a conversation ready', () => {
  test('a press on a row holds the add-ons until its newest messages are painted, and asks for them at once', async () => {
    const p = platform();
    const view = createConversationView(p);
    const id = Object.keys(store.conversations)[0]!;
    view.prepare(id);
    // The hold comes before the ask: the add-ons wait for the thread.
    expect(p.events).toEqual(['hold', 'start add-ons']);
    await waitUntil(() => store.threads[id]?.status === 'success', { what: 'its newest page' });
    expect(p.events).not.toContain('released');
    view.threadPainted(id);
    await p.holds[0];
    expect(p.events).toEqual(['hold', 'start add-ons', 'released']);
  });

  test('the pointer passing over the list starts them only if it rests there, once however often it passes', async () => {
    rstest.useFakeTimers();
    try {
      const p = platform();
      const view = createConversationView(p);
      view.prepare();
      view.prepare();
      rstest.advanceTimersByTime(PREPARE_DWELL_MS - 1);
      expect(p.events).toEqual([]);
      rstest.advanceTimersByTime(1);
      expect(p.events).toEqual(['start add-ons']);
    } finally {
      rstest.useRealTimers();
    }
  });
});
