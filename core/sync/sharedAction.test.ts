import { afterAll, describe, expect, test } from '@rstest/core';
import { proxy } from 'valtio';
import { setLogSink } from '../logger';
import { closeChannel, holdingPosts, type SyncMessage } from './channel';
import { defineSharedAction } from './sharedAction';

afterAll(() => closeChannel());

/** Another window of the browser, listening on the same channel. */
function otherWindow() {
  const received: SyncMessage[] = [];
  const channel = new BroadcastChannel('tessera');
  channel.onmessage = (event: MessageEvent<SyncMessage>) => received.push(event.data);
  return { received, close: () => channel.close() };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('shared actions', () => {
  test('a change is applied here and reaches the other windows, even once the store holds the payload', async () => {
    const state = proxy({ messages: [] as { id: string; text: string }[] });
    const appended = defineSharedAction('test/appended', (message: { id: string; text: string }) => {
      state.messages.push(message);
    });
    const other = otherWindow();
    appended({ id: 'm1', text: 'olá' });
    await until(() => other.received.length > 0);
    other.close();
    expect(state.messages).toEqual([{ id: 'm1', text: 'olá' }]);
    expect(other.received).toEqual([expect.objectContaining({ kind: 'action', name: 'test/appended', payload: { id: 'm1', text: 'olá' } })]);
  });

  test('a payload taken from the store (a valtio proxy) still crosses as a plain copy', async () => {
    const state = proxy({ item: { id: 'x', nested: { n: 1 } } });
    const echoed = defineSharedAction('test/echoed', (_payload: unknown) => undefined);
    const other = otherWindow();
    echoed(state.item);
    await until(() => other.received.length > 0);
    other.close();
    expect(other.received[0]).toEqual(expect.objectContaining({ payload: { id: 'x', nested: { n: 1 } } }));
  });

  test('changes made together (a slice of hub events) reach the other windows as one message, in order', async () => {
    const state = proxy({ log: [] as string[] });
    const logged = defineSharedAction('test/logged', (entry: string) => {
      state.log.push(entry);
    });
    const other = otherWindow();
    holdingPosts(() => {
      logged('um');
      logged('dois');
      logged('três');
    });
    expect(state.log).toEqual(['um', 'dois', 'três']);
    // A change made alone afterwards arrives after the batch (the channel keeps the order): the end of the look.
    logged('fim');
    await until(() => other.received.some((m) => m.kind === 'action'));
    other.close();
    expect(other.received.map((m) => m.kind)).toEqual(['batch', 'action']);
    const batch = other.received[0] as Extract<SyncMessage, { kind: 'batch' }>;
    expect((JSON.parse(batch.json) as { payload: string }[]).map((m) => m.payload)).toEqual(['um', 'dois', 'três']);
  });

  test('a batch from another window is applied here in order; one change that fails does not stop the rest', async () => {
    const errors: string[] = [];
    setLogSink({ warn: () => undefined, info: () => undefined, error: (m) => void errors.push(m) });
    const state = proxy({ log: [] as string[] });
    defineSharedAction('test/strict', (entry: string) => {
      if (entry === 'ruim') throw new Error('cannot apply');
      state.log.push(entry);
    });
    const sender = new BroadcastChannel('tessera');
    const actions = ['a', 'ruim', 'b'].map((payload) => ({ kind: 'action', name: 'test/strict', payload, from: 'another-window' }));
    sender.postMessage({ kind: 'batch', json: JSON.stringify(actions), from: 'another-window' } satisfies SyncMessage);
    await until(() => state.log.length === 2);
    sender.close();
    setLogSink(undefined);
    expect(state.log).toEqual(['a', 'b']);
    expect(errors).toHaveLength(1);
  });

  test('the same action name cannot be defined twice', () => {
    expect(() => defineSharedAction('test/appended', () => undefined)).toThrow(/twice/);
  });
});
