import { logger } from '../logger';
import { plain } from './plain';

/**
 * The BroadcastChannel every window of this browser shares. Windows that cannot open one
 * (old browsers, some test environments) work alone.
 */
export type SyncMessage =
  | { kind: 'action'; name: string; payload: unknown; from: string }
  | { kind: 'hello'; from: string }
  | { kind: 'snapshot'; state: unknown; from: string; to: string }
  | { kind: 'command'; name: string; args: unknown; from: string }
  /** Several of the above, sent together as one JSON array (see holdingPosts), applied in order in one task. */
  | { kind: 'batch'; json: string; from: string };

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
    deliver(event.data);
  };
  return channel;
}

function deliver(message: SyncMessage): void {
  if (message.kind === 'batch') {
    for (const inner of JSON.parse(message.json) as SyncMessage[]) deliver(inner);
    return;
  }
  // One change that fails here must not keep the ones after it (in a batch) from applying.
  for (const listener of listeners) {
    try {
      listener(message);
    } catch (error) {
      logger.error(`[sync] a "${message.kind}" from another window could not be applied`, error);
    }
  }
}

function postOnce(target: BroadcastChannel, message: SyncMessage): void {
  try {
    target.postMessage(message);
  } catch {
    // Store objects (valtio proxies) cannot be cloned: send a plain copy instead.
    target.postMessage(plain(message));
  }
}

let held: string[] | undefined;

/**
 * Posts to the other windows. A change that cannot be sent is logged, never thrown: the window
 * that made it must still apply it (a shared action posts before it applies).
 */
export function post(message: SyncMessage): void {
  const target = open();
  if (!target) return;
  try {
    // Held: written down now, as the caller is about to hand the payload to the store. JSON, like
    // the plain copy above: the batch then crosses the channel as one string, copied once.
    if (held) held.push(JSON.stringify(message));
    else postOnce(target, message);
  } catch (error) {
    logger.error(`[sync] could not send "${message.kind}" to the other windows`, error);
  }
}

/**
 * Runs `work`, and sends what it posted as one message at the end, in order: a slice of hundreds
 * of hub events becomes one message (one task, one render) in each other window, rather than
 * hundreds. Nested calls join the outer one.
 */
export function holdingPosts(work: () => void): void {
  if (held) {
    work();
    return;
  }
  const messages: string[] = [];
  held = messages;
  try {
    work();
  } finally {
    held = undefined;
    if (messages.length) {
      try {
        open()?.postMessage({ kind: 'batch', json: `[${messages.join(',')}]`, from: windowId } satisfies SyncMessage);
      } catch (error) {
        logger.error('[sync] could not send changes to the other windows', error);
      }
    }
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
