import { toApiError } from '../api/error';
import { logger } from '../logger';
import type { Message } from '../schemas';
import { heldFromServer, type OutgoingMessage, outgoingChanged, outgoingQueued, outgoingSettled } from '../state/conversations';
import { store } from '../state/store';
import { LOCAL_ID_PREFIX } from '../state/threads';
import { listen, post, windowId } from '../sync/channel';
import { postMessage } from './api';
import { onOutboxCleared, type OutboxEntry, outbox, parseEntry } from './outbox';

/**
 * Sends what the outbox holds (DESIGN §4). One window sends: the leader (the one holding the hub
 * socket); the others write their agent's replies to the outbox and hand them over, so a client id
 * is never on its way twice at once. Per conversation, one reply at a time, in the order written:
 * a later reply never overtakes an earlier one. A send that fails for a passing reason (no network,
 * a timeout, 5xx, 408, 429) is tried again by itself, after a growing wait or at once when the
 * connection comes back, with the same client id (the server de-duplicates by it); the reply shows
 * as waiting for the connection meanwhile, and as not sent only once retrying gives up. Any other
 * refusal (4xx) shows as not sent at once, with the server's message. A 401 ends the session
 * (api/client.ts), which clears the outbox.
 */

export interface SendPolicy {
  /** Waits before each retry of a failing send, ms; the last one repeats (each varied by ±20%). */
  backoffMs: readonly number[];
  /** Retrying gives up once a conversation's sends have been failing this long… */
  giveUpAfterMs: number;
  /** …and failed at least this many times. */
  minAttempts: number;
}

export const DEFAULT_SEND_POLICY: SendPolicy = { backoffMs: [1_000, 2_000, 4_000, 8_000, 15_000], giveUpAfterMs: 120_000, minAttempts: 6 };
let policy: SendPolicy = DEFAULT_SEND_POLICY;

/** Tests: a quicker (or slower) policy; undefined restores the default. */
export function setSendPolicy(next: Partial<SendPolicy> | undefined): void {
  policy = { ...DEFAULT_SEND_POLICY, ...next };
}

/** The command a window sends the leader with a reply to send (written to the outbox already). */
export const OUTBOX_COMMAND = 'outbox:send';

type Outcome = { kind: 'sent'; message: Message | undefined } | { kind: 'retry'; why: string } | { kind: 'refused'; reason: string } | { kind: 'ended' };

/** What a failed send means: try again, give up at once (the server's message), or the session is over. */
export function outcomeOf(error: unknown): Outcome {
  const failure = toApiError(error);
  const status = failure.status;
  if (status === undefined || status >= 500 || status === 408 || status === 429) return { kind: 'retry', why: status ? `HTTP ${status}` : failure.message };
  // Accepted, but its answer was not the expected one: the server has the message.
  if (status >= 200 && status < 300) return { kind: 'sent', message: undefined };
  if (status === 401) return { kind: 'ended' };
  return { kind: 'refused', reason: failure.message };
}

/** The message the thread shows for an entry before the server gives its own copy. */
export function localMessage(entry: OutboxEntry, status: Message['status'] = { sending: true }): OutgoingMessage {
  return {
    _id: `${LOCAL_ID_PREFIX}${entry.clientId}`,
    clientId: entry.clientId,
    by: 'agent',
    userId: entry.userId,
    userName: entry.userName,
    text: entry.text,
    sentTime: entry.sentTime,
    files: entry.file ? [{ file_url: '', file_name: entry.file.name, mime_type: entry.file.mimeType, fileId: entry.file.fileId }] : [],
    favorite: false,
    private: false,
    unread: false,
    status,
    currentId: undefined,
    previousId: undefined,
    receivedTime: undefined,
    type: undefined,
    ...(entry.failed?.reason ? { outgoing: { reason: entry.failed.reason } } : {}),
  };
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

class Sender {
  private readonly queues = new Map<string, OutboxEntry[]>();
  /** Client ids queued or on their way here. */
  private readonly known = new Set<string>();
  /** Client ids sent lately: a late hand-over of one (it reached us twice) is not sent again. */
  private readonly sent = new Set<string>();
  private readonly settledListeners = new Map<string, (() => void)[]>();
  private readonly wakers = new Set<() => void>();
  /** Client ids shown as waiting for the connection. */
  private readonly waiting = new Set<string>();
  private readonly draining = new Set<string>();
  stopped = false;

  /** Queues `entry` behind its conversation's earlier replies; resolves once it is sent or shown as not sent. */
  enqueue(entry: OutboxEntry): Promise<void> {
    if (this.stopped || this.sent.has(entry.clientId)) return Promise.resolve();
    const settled = new Promise<void>((resolve) => {
      const list = this.settledListeners.get(entry.clientId) ?? [];
      list.push(resolve);
      this.settledListeners.set(entry.clientId, list);
    });
    if (!this.known.has(entry.clientId)) {
      this.known.add(entry.clientId);
      const queue = this.queues.get(entry.conversationId) ?? [];
      // By the order written (a restored outbox and hand-overs may come in any order).
      const at = queue.findIndex((e, i) => i > 0 && e.seq > entry.seq);
      if (at < 0) queue.push(entry);
      else queue.splice(at, 0, entry);
      this.queues.set(entry.conversationId, queue);
      // Behind a reply that waits for the connection: it waits too.
      if (queue[0] !== entry && this.waiting.has(queue[0]!.clientId)) {
        this.waiting.add(entry.clientId);
        outgoingChanged({ conversationId: entry.conversationId, clientId: entry.clientId, state: 'waiting' });
      }
      void this.drain(entry.conversationId);
    }
    return settled;
  }

  /** Whether this sender has `clientId` queued, on its way, or sent lately. */
  handles(clientId: string): boolean {
    return this.known.has(clientId) || this.sent.has(clientId);
  }

  /** The connection is back (or may be): failing sends are tried again now. */
  nudge(): void {
    for (const wake of [...this.wakers]) wake();
  }

  stop(): void {
    this.stopped = true;
    this.nudge();
    for (const list of this.settledListeners.values()) list.forEach((resolve) => resolve());
    this.settledListeners.clear();
  }

  private settle(entry: OutboxEntry): void {
    const queue = this.queues.get(entry.conversationId);
    if (queue?.[0] === entry) queue.shift();
    if (queue && !queue.length) this.queues.delete(entry.conversationId);
    this.known.delete(entry.clientId);
    this.waiting.delete(entry.clientId);
    this.settledListeners.get(entry.clientId)?.forEach((resolve) => resolve());
    this.settledListeners.delete(entry.clientId);
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms * (0.8 + Math.random() * 0.4));
      this.wakers.add(wake);
    });
  }

  private async attempt(entry: OutboxEntry): Promise<Outcome> {
    // A resync brought the server's copy: it was sent (an earlier attempt's answer was lost).
    const held = heldFromServer(entry.conversationId, entry.clientId);
    if (held) return { kind: 'sent', message: held };
    if (isOffline()) return { kind: 'retry', why: 'offline' };
    try {
      return { kind: 'sent', message: await postMessage(entry.conversationId, entry.text, entry.clientId, entry.sentTime, entry.file?.fileId) };
    } catch (error) {
      return outcomeOf(error);
    }
  }

  private async drain(conversationId: string): Promise<void> {
    if (this.draining.has(conversationId)) return;
    this.draining.add(conversationId);
    let failures = 0;
    let failingSince: number | undefined;
    try {
      for (;;) {
        const queue = this.queues.get(conversationId);
        const entry = queue?.[0];
        if (!queue || !entry || this.stopped) return;
        const outcome = await this.attempt(entry);
        if (this.stopped) return;
        if (outcome.kind === 'sent') {
          failures = 0;
          failingSince = undefined;
          this.delivered(entry, outcome.message);
          // The replies behind it go out now: no longer waiting.
          for (const next of queue) if (this.waiting.delete(next.clientId)) outgoingChanged({ conversationId, clientId: next.clientId, state: 'sending' });
        } else if (outcome.kind === 'refused') {
          logger.warn(`[messages] the server refused a reply to ${conversationId}: ${outcome.reason}`);
          this.failed(entry, outcome.reason);
        } else if (outcome.kind === 'ended') {
          // The session ends (api/client.ts) and the outbox is cleared with it.
          return;
        } else {
          failures++;
          failingSince ??= Date.now();
          if (failures >= policy.minAttempts && Date.now() - failingSince >= policy.giveUpAfterMs) {
            logger.warn(`[messages] gave up sending ${queue.length} replies to ${conversationId} after ${failures} attempts (${outcome.why})`);
            // The ones behind it give up too: sent later, they would overtake it.
            for (const waiting of [...queue]) this.failed(waiting, undefined);
            failures = 0;
            failingSince = undefined;
            continue;
          }
          for (const next of queue) {
            if (this.waiting.has(next.clientId)) continue;
            this.waiting.add(next.clientId);
            outgoingChanged({ conversationId, clientId: next.clientId, state: 'waiting' });
          }
          const backoff = policy.backoffMs;
          await this.pause(backoff[Math.min(failures, backoff.length) - 1] ?? 1_000);
        }
      }
    } finally {
      this.draining.delete(conversationId);
    }
  }

  private delivered(entry: OutboxEntry, message: Message | undefined): void {
    this.sent.add(entry.clientId);
    if (this.sent.size > 500) this.sent.delete(this.sent.values().next().value!);
    outgoingSettled({
      conversationId: entry.conversationId,
      clientId: entry.clientId,
      message: message ?? localMessage(entry, { sent: true }),
    });
    void outbox().remove(entry.clientId);
    this.settle(entry);
  }

  private failed(entry: OutboxEntry, reason: string | undefined): void {
    const { conversationId, clientId } = entry;
    // Kept (not sent) for the agent to resend, across reloads; unless the conversation is gone.
    const gone = store.list.status === 'success' && !store.conversations[conversationId];
    if (gone) void outbox().remove(clientId);
    else void outbox().put({ ...entry, failed: reason ? { reason } : {} });
    outgoingChanged({ conversationId, clientId, state: gone ? 'dropped' : 'failed', ...(reason ? { reason } : {}) });
    this.settle(entry);
  }
}

/** This window's sender: the leader's, or one of its own in a window that runs no workspace (tests). */
let local: Sender | undefined;
/** A workspace runs in this window and another window leads: replies go to the leader. */
let following = false;

/**
 * Writes `entry` to the outbox and has it sent: here if this window sends, else by the leader.
 * Resolves once sent or shown as not sent (here), or once handed to the leader.
 */
export async function submit(entry: OutboxEntry): Promise<void> {
  const saved = outbox().put(entry);
  if (!local && following) {
    // Handed over once IndexedDB has it: a leader starting meanwhile reads it there.
    await saved;
    if (local) return (local as Sender).enqueue(entry);
    post({ kind: 'command', name: OUTBOX_COMMAND, args: entry, from: windowId });
    return;
  }
  local ??= new Sender();
  return local.enqueue(entry);
}

/** Failing sends are tried again now (the hub reconnected, the browser is online). */
export function nudgeSending(): void {
  local?.nudge();
}

/** While a workspace runs in this window and does not lead, its replies go to the leader. */
export function followLeader(): () => void {
  following = true;
  return () => {
    following = false;
  };
}

/**
 * The leader sends: what other windows hand over, and what the outbox holds (a reload, a closed
 * leader), in the order written. `listed` resolves once the conversation list has been read:
 * replies that were not sent are shown again only in conversations still the agent's.
 */
export function startSending(listed: Promise<unknown> = Promise.resolve()): () => void {
  const sender = (local ??= new Sender());
  const stopListening = listen((message) => {
    if (message.kind !== 'command' || message.name !== OUTBOX_COMMAND) return;
    const entry = parseEntry(message.args);
    if (entry) void sender.enqueue(entry);
  });
  const onOnline = () => sender.nudge();
  if (typeof addEventListener === 'function') addEventListener('online', onOnline);
  void restore(sender, listed);
  return () => {
    stopListening();
    if (typeof removeEventListener === 'function') removeEventListener('online', onOnline);
    sender.stop();
    if (local === sender) local = undefined;
  };
}

async function restore(sender: Sender, listed: Promise<unknown>): Promise<void> {
  let entries: OutboxEntry[];
  try {
    entries = await outbox().load();
  } catch (error) {
    logger.error('[outbox] could not read the outbox; replies left by a reload are not sent', error);
    return;
  }
  const me = store.session?.user.id;
  const failed: OutboxEntry[] = [];
  for (const entry of entries) {
    if (sender.stopped) return;
    // Another agent's (a session that ended without its logout): never sent as this one.
    if (!me || (entry.userId && entry.userId !== me)) {
      if (me) void outbox().remove(entry.clientId);
      continue;
    }
    if (entry.failed) {
      failed.push(entry);
      continue;
    }
    // Handed over by another window while the outbox was read: already on its way, or sent.
    if (sender.handles(entry.clientId)) continue;
    if (heldFromServer(entry.conversationId, entry.clientId)) {
      void outbox().remove(entry.clientId);
      continue;
    }
    outgoingQueued({ conversationId: entry.conversationId, message: localMessage(entry), at: Date.now() });
    void sender.enqueue(entry);
  }
  if (!failed.length) return;
  await listed.catch(() => undefined);
  for (const entry of failed) {
    if (sender.stopped) return;
    if (store.list.status === 'success' && !store.conversations[entry.conversationId]) {
      void outbox().remove(entry.clientId);
      continue;
    }
    outgoingQueued({ conversationId: entry.conversationId, message: localMessage(entry, { error: true }), at: Date.now() });
  }
}

// A logout: nothing is sent any more (clearOutbox empties the outbox).
onOutboxCleared(() => {
  local?.stop();
  local = undefined;
});
