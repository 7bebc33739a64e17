import { loadConversations, messageSchema, setPreference } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { act } from '@testing-library/react';
import { alertsPlugin } from '.';
import { MAX_GAIN, peakGain, resetChime } from './chime';
import { CHIME_GAP_MS, ringOnArrivals } from './sound';
import { titleWithUnread, unreadTotal } from './tabTitle';
import TabTitle from './TabTitle';

/** Loudest gain of every note played (the chime has two notes), and how many contexts were made. */
let gains: number[] = [];
let contextsMade = 0;

/** A stand-in for the browser's AudioContext: records the loudest gain of each note. */
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  constructor() {
    contextsMade++;
  }
  resume() {
    return Promise.resolve();
  }
  createOscillator() {
    return { type: 'sine', frequency: { setValueAtTime: () => undefined }, connect: () => undefined, start: () => undefined, stop: () => undefined };
  }
  createGain() {
    return {
      gain: {
        setValueAtTime: () => undefined,
        // The attack ramps up to the peak; the decay ramps down to near silence.
        exponentialRampToValueAtTime: (value: number) => void (value > 0.001 && gains.push(value)),
      },
      connect: () => undefined,
    };
  }
}

const realAudioContext = (globalThis as { AudioContext?: unknown }).AudioContext;
function installFakeAudio() {
  gains = [];
  contextsMade = 0;
  resetChime();
  (globalThis as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
}
const chimes = () => gains.length / 2;

describe('sound', () => {
  const harness = useHarness({ paused: true, connectHub: true, before: installFakeAudio });
  afterEach(() => {
    (globalThis as { AudioContext?: unknown }).AudioContext = realAudioContext;
    resetChime();
  });

  test('a new conversation and a consumer message each ring, at the chosen volume', async () => {
    harness.render(<p>workspace</p>, [alertsPlugin]);
    const id = await harness.demo.control.newConversation({ channel: 'whatsapp' });
    await waitUntil(() => chimes() === 1, { timeout: 3_000, what: 'the new conversation to ring' });
    expect(gains[0]).toBeCloseTo(MAX_GAIN);

    setPreference('volume', 40);
    await new Promise((resolve) => setTimeout(resolve, CHIME_GAP_MS));
    await harness.demo.control.consumerSends(id, 'Oi, meu carro quebrou na estrada.');
    await waitUntil(() => chimes() === 2, { timeout: 3_000, what: 'the consumer message to ring' });
    expect(gains[2]).toBeCloseTo(MAX_GAIN * 0.4);
  });

  test('volume 0 is silent: not even an audio context is made', async () => {
    harness.render(<p>workspace</p>, [alertsPlugin]);
    setPreference('volume', 0);
    const id = await harness.demo.control.newConversation({ channel: 'webchat' });
    await harness.demo.control.consumerSends(id, 'Alô?');
    await waitUntil(() => store.conversations[id]?.lastMessage?.text === 'Alô?', { timeout: 3_000, what: 'the message to arrive' });
    expect(chimes()).toBe(0);
    expect(contextsMade).toBe(0);
  });

  test('the agent’s own message does not ring, even when the hub echoes it', async () => {
    harness.render(<p>workspace</p>, [alertsPlugin]);
    const chat = Object.values(store.conversations).find((c) => c.status === 'active')!;
    const own = harness.demo.model.agentSends(chat.conversationId, 'Já estou verificando a sua apólice.');
    harness.demo.host.events.emit('hub', {
      userId: store.session!.user.id,
      event: 'newMessageTelegram',
      payload: { conversationId: chat.conversationId, message: own },
    });
    await waitUntil(() => store.threads[chat.conversationId]?.messages.some((m) => m._id === own._id) ?? false, { timeout: 3_000, what: 'the echo to arrive' });
    expect(chimes()).toBe(0);
  });

  test('a burst of arrivals rings once', async () => {
    harness.render(<p>workspace</p>, [alertsPlugin]);
    const ids = await harness.demo.control.bringConversations(4);
    // Every arrival is in (each one's hub event handled): the chimes are all rung by then.
    await waitUntil(() => ids.every((id) => !!store.conversations[id]), { timeout: 3_000, what: 'the burst to arrive' });
    expect(chimes()).toBe(1);
  });
});

describe('only the leader window rings', () => {
  // No hub of its own: like every window but the leader, it learns of arrivals through the
  // state the leader shares, never through hub events.
  const harness = useHarness({ paused: true, before: installFakeAudio });
  afterEach(() => {
    (globalThis as { AudioContext?: unknown }).AudioContext = realAudioContext;
    resetChime();
  });

  test('new conversations and messages that reach the store, not the hub, do not ring', async () => {
    harness.render(<p>workspace</p>, [alertsPlugin]);
    const id = await harness.demo.control.newConversation({ channel: 'whatsapp' });
    await harness.demo.control.consumerSends(id, 'Bom dia, quero falar da minha franquia.');
    await loadConversations();
    expect(store.conversations[id]?.unreadCount).toBeGreaterThan(0);
    // The store's watchers have run once it settles: a chime would have rung in them.
    await harness.flushRequests();
    expect(chimes()).toBe(0);
  });
});

describe('sound rules without the hub', () => {
  test('only new conversations and consumer messages ring; turning the plugin off stops it', async () => {
    const { bus } = await import('@tessera/core');
    const played: number[] = [];
    let clock = 0;
    const state = { preferences: { volume: 70 } } as Parameters<typeof ringOnArrivals>[1];
    const stop = ringOnArrivals(bus, state, (volume) => (played.push(volume), true), () => clock);
    const message = (by: string) => messageSchema.parse({ _id: `m-${by}`, by, text: 'x', sentTime: new Date().toISOString(), status: {} });

    for (const by of ['agent', 'manager', 'bot', 'system']) bus.emit('hub:newMessageTelegram', { conversationId: 'c1', message: message(by) });
    bus.emit('hub:newMessageFromAgent', { conversationId: 'c1', message: message('agent') });
    expect(played).toEqual([]);

    bus.emit('hub:newMessageTelegram', { conversationId: 'c1', message: message('consumer') });
    clock += CHIME_GAP_MS - 1;
    bus.emit('hub:newMessageTelegram', { conversationId: 'c1', message: message('client') });
    expect(played).toEqual([70]);
    clock += 1;
    bus.emit('hub:newMessageTelegram', { conversationId: 'c1', message: message('client') });
    expect(played).toEqual([70, 70]);

    stop();
    clock += CHIME_GAP_MS;
    bus.emit('hub:newMessageTelegram', { conversationId: 'c1', message: message('consumer') });
    expect(played).toHaveLength(2);
  });

  test('the gain follows the volume, 0 to 100', () => {
    expect(peakGain(0)).toBe(0);
    expect(peakGain(50)).toBeCloseTo(MAX_GAIN / 2);
    expect(peakGain(100)).toBeCloseTo(MAX_GAIN);
    expect(peakGain(180)).toBeCloseTo(MAX_GAIN);
  });
});

describe('unread count in the tab title', () => {
  const harness = useHarness({ paused: true, connectHub: true });
  beforeEach(() => {
    document.title = 'Tessera';
  });

  test('the sum of unread messages, live, and the title restored when the workspace goes', async () => {
    const { unmount } = harness.render(<TabTitle />, [alertsPlugin]);
    const total = () => Object.values(store.conversations).reduce((n, c) => n + c.unreadCount, 0);
    const start = total();
    expect(document.title).toBe(start > 0 ? `(${start}) Tessera` : 'Tessera');

    const id = await harness.demo.control.newConversation({ channel: 'whatsapp' });
    await harness.demo.control.consumerSends(id, 'Preciso de um guincho.');
    await harness.demo.control.consumerSends(id, 'Estou na Marginal Tietê.');
    await waitUntil(() => (store.conversations[id]?.unreadCount ?? 0) >= 2, { timeout: 3_000, what: 'the messages' });
    await waitUntil(() => document.title === `(${total()}) Tessera`, { timeout: 3_000, what: 'the title to count them' });
    expect(total()).toBeGreaterThan(start);

    // Opening the conversation reads it.
    await act(async () => harness.open(id));
    await waitUntil(() => document.title === titleWithUnread('Tessera', total()), { timeout: 3_000, what: 'the title after reading' });
    expect(total()).toBe(start);

    unmount();
    expect(document.title).toBe('Tessera');
  });

  test('helpers', () => {
    expect(titleWithUnread('Tessera', 0)).toBe('Tessera');
    expect(titleWithUnread('Tessera', 3)).toBe('(3) Tessera');
    expect(unreadTotal({})).toBe(0);
  });
});
