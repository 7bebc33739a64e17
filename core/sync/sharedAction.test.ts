import { afterAll, describe, expect, test } from '@rstest/core';
import { proxy } from 'valtio';
import { closeChannel, type SyncMessage } from './channel';
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

  test('the same action name cannot be defined twice', () => {
    expect(() => defineSharedAction('test/appended', () => undefined)).toThrow(/twice/);
  });
});
