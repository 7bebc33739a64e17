import { describe, expect, it } from '@rstest/core';
import { createControl } from '../control';
import { ModelHost, STORAGE_PREFIX, type StorageLike, VERSION_KEY } from '../host';
import { AGENT_ID } from '../model/accounts';
import { manualClock } from '../model/clock';
import { DemoModel } from '../model/DemoModel';
import type { DemoHubEvent } from '../model/types';
import { linkWindows } from './crossWindow';

/** One origin's localStorage, shared by the "windows" of a test. */
function memoryStorage(): StorageLike & { keys(): string[] } {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    keys: () => [...map.keys()],
  };
}

/** A BroadcastChannel stand-in: delivers to every other member, asynchronously like the real one. */
function channelHub() {
  const members = new Set<{ onmessage: ((e: MessageEvent) => void) | null }>();
  return () => {
    const self = {
      onmessage: null as ((e: MessageEvent) => void) | null,
      postMessage(data: unknown) {
        const copy = structuredClone(data);
        members.forEach((m) => m !== self && queueMicrotask(() => m.onmessage?.({ data: copy } as MessageEvent)));
      },
      close: () => void members.delete(self),
    };
    members.add(self);
    return self;
  };
}

function openWindow(storage: StorageLike, seed?: number) {
  const model = new DemoModel({ clock: manualClock(), ...(seed ? { seed } : {}) });
  return new ModelHost(model, storage);
}

describe('one demo model shared by all windows (localStorage)', () => {
  it('publishes the first window state under tessera-demo: keys only, and later windows adopt it', () => {
    const storage = memoryStorage();
    const a = openWindow(storage);
    const b = openWindow(storage, 999);
    const listA = a.read((m) => m.listConversations(AGENT_ID));
    expect(storage.keys().every((k) => k.startsWith(STORAGE_PREFIX))).toBe(true);
    expect(b.read((m) => m.listConversations(AGENT_ID))).toEqual(listA);
    expect(b.read((m) => m.state.seed)).toBe(2026);
  });

  it('shows one window the changes of another, with a moving version counter', () => {
    const storage = memoryStorage();
    const a = openWindow(storage);
    const b = openWindow(storage);
    b.read(() => undefined);
    const before = Number.parseInt(storage.getItem(VERSION_KEY)!, 10);
    const id = a.mutate((m) => m.newConversation());
    expect(Number.parseInt(storage.getItem(VERSION_KEY)!, 10)).toBe(before + 1);
    expect(b.read((m) => m.getConversation(id)?.conversationId)).toBe(id);
    b.mutate((m) => m.agentSends(id, 'Olá!', { clientId: 'x' }));
    expect(a.read((m) => m.getConversation(id)?.lastMessage?.text)).toBe('Olá!');
  });

  it('publishes events only after saving, and nothing for a refused change', () => {
    const storage = memoryStorage();
    const a = openWindow(storage);
    const b = openWindow(storage);
    const seen: string[] = [];
    a.events.on('hub', (e) => {
      if (e.event === 'newMessageQueue') seen.push(b.read((m) => m.getConversation(e.payload.conversation.conversationId as string)?.status ?? 'missing'));
    });
    a.mutate((m) => m.newConversation());
    expect(seen).toEqual(['active']);
    const version = storage.getItem(VERSION_KEY);
    expect(() => a.mutate((m) => m.closeByClient('nope'))).toThrow();
    expect(storage.getItem(VERSION_KEY)).toBe(version);
    expect(seen).toHaveLength(1);
  });

  it('delivers hub events and drops to the sockets of every window', async () => {
    const storage = memoryStorage();
    const channel = channelHub();
    const windows = [openWindow(storage), openWindow(storage)].map((host) => {
      const delivered: DemoHubEvent[] = [];
      let drops = 0;
      const hub = {
        deliver: (e: DemoHubEvent) => delivered.push(e),
        dropConnection: () => ++drops,
      };
      const link = linkWindows(host, hub, channel());
      const control = createControl(host, () => link.dropEverywhere());
      return { host, delivered, control, drops: () => drops };
    });
    const [leader, popout] = windows as [(typeof windows)[0], (typeof windows)[0]];
    const id = await popout.control.newConversation({ channel: 'whatsapp' });
    await Promise.resolve();
    expect(leader.delivered.map((e) => e.event)).toEqual(['newMessageQueue']);
    expect(popout.delivered.map((e) => e.event)).toEqual(['newMessageQueue']);
    await popout.control.consumerSends(id, 'Alô?');
    await popout.control.dropConnection();
    await Promise.resolve();
    expect(leader.delivered.at(-1)).toMatchObject({ event: 'newMessageTelegram', payload: { conversationId: id } });
    expect([leader.drops(), popout.drops()]).toEqual([1, 1]);
    await popout.control.pause();
    expect(leader.control.isPaused()).toBe(true);
  });
});
