import { plain } from './plain';

/**
 * The BroadcastChannel every window of this browser shares. Windows that cannot open one
 * (old browsers, some test environments) work alone.
 */
export type SyncMessage =
  | { kind: 'action'; name: string; payload: unknown; from: string }
  | { kind: 'hello'; from: string }
  | { kind: 'snapshot'; state: unknown; from: string; to: string }
  | { kind: 'command'; name: string; args: unknown; from: string };

export const windowId: string =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `w-${Math.random().toString(36).slice(2)}`;

type Listener = (message: SyncMessage) => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  if (typeof BroadcastChannel === 'undefined') return (channel = null);
  channel = new BroadcastChannel('tessera');
  channel.onmessage = (event: MessageEvent<SyncMessage>) => {
    if (event.data.from === windowId) return;
    for (const listener of listeners) listener(event.data);
  };
  return channel;
}

export function post(message: SyncMessage): void {
  const target = open();
  if (!target) return;
  try {
    target.postMessage(message);
  } catch {
    // Store objects (valtio proxies) cannot be cloned: send a plain copy instead.
    target.postMessage(plain(message));
  }
}

export function listen(listener: Listener): () => void {
  open();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests close the channel so no handle keeps the process alive. */
export function closeChannel(): void {
  channel?.close();
  channel = undefined;
  listeners.clear();
}
