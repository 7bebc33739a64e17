import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { subscribe } from 'valtio';
import { bus, type BusEvents } from '../bus';
import { setLogSink } from '../logger';
import { store } from '../state/store';
import { type Harness, startHarness, waitUntil } from '../testing/harness';

let harness: Harness;
beforeEach(async () => {
  harness = await startHarness();
  await harness.signIn();
  await harness.demo.control.pause();
});
afterEach(async () => {
  setLogSink(undefined);
  await harness.stop();
});

describe('a burst of hub events', () => {
  test('reaches the store and every plugin listener, all of it and in order, even past a listener that throws', async () => {
    const errors: string[] = [];
    setLogSink({ warn: () => undefined, info: () => undefined, error: (m) => void errors.push(m) });
    // Subscribed before the workspace's own reducers: a plugin that fails on every message.
    const broken = () => {
      throw new Error('a plugin bug');
    };
    const seen: string[] = [];
    const plugin = ({ message }: BusEvents['hub:newMessageTelegram']) => void seen.push(message.text);
    bus.on('hub:newMessageTelegram', broken);
    bus.on('hub:newMessageTelegram', plugin);
    try {
      await harness.connectHub();
      const id = await harness.demo.control.newConversation({ channel: 'whatsapp' });
      await waitUntil(() => !!store.conversations[id], { timeout: 3_000, what: 'the arrival' });
      const unread = store.conversations[id]!.unreadCount;

      const texts = Array.from({ length: 60 }, (_, i) => `Mensagem ${i + 1} da rajada`);
      await Promise.all(texts.map((text) => harness.demo.control.consumerSends(id, text)));
      await waitUntil(() => seen.length === texts.length, { timeout: 3_000, what: 'every event at the plugin' });

      expect(seen).toEqual(texts);
      expect(store.threads[id]!.messages.map((m) => m.text).filter((t) => t.endsWith('da rajada'))).toEqual(texts);
      expect(store.conversations[id]!.lastMessage?.text).toBe(texts.at(-1));
      expect(store.conversations[id]!.unreadCount).toBe(unread + texts.length);
      expect(errors.length).toBe(texts.length);
    } finally {
      bus.off('hub:newMessageTelegram', broken);
      bus.off('hub:newMessageTelegram', plugin);
    }
  });

  test('a conversation that arrives and is taken away within one burst is seen arriving by whoever watches the store', async () => {
    await harness.connectHub();
    const { control } = harness.demo;
    const watched = new Set<string>();
    const stop = subscribe(store, () => Object.keys(store.conversations).forEach((id) => watched.add(id)));
    try {
      // Sent back to back: they land in one burst, the arrival and the transfer in the same frame.
      const first = await control.newConversation({ channel: 'whatsapp' });
      const passing = await control.newConversation({ channel: 'webchat' });
      await control.transferBySystem(passing);
      const last = await control.newConversation({ channel: 'whatsapp' });
      await waitUntil(() => !!store.conversations[last], { timeout: 3_000, what: 'the last arrival' });
      expect(store.conversations[passing]).toBeUndefined();
      expect([first, passing, last].every((id) => watched.has(id))).toBe(true);
    } finally {
      stop();
    }
  });
});
