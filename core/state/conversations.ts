import type { ClosedBy, Conversation, Message } from '../schemas';
import { isFinished } from '../schemas';
import { ref } from 'valtio';
import { applyInSlices } from '../conversations/inSlices';
import { defineSharedAction } from '../sync/sharedAction';
import { conversationAsStored } from './conversationValues';
import { sameValue } from './sameValue';
import { store } from './store';
import { addToThread, asValue, emptyThread, isLocalMessage, mergeMessages, nextPageAfter, pageCompletes } from './threads';

/**
 * The conversation's thread in the store, made if needed. Read back from the store: `??=` would
 * hand back the plain object just assigned, whose changes the store (a proxy around it) never sees.
 */
function threadOf(conversationId: string) {
  if (!store.threads[conversationId]) store.threads[conversationId] = emptyThread();
  return store.threads[conversationId]!;
}

/** The conversation the agent has open has nothing unread, whatever the server counted. */
function readWhileOpen(c: Conversation): Conversation {
  return c.conversationId === store.selectedConversationId ? { ...c, unreadCount: 0 } : c;
}

/**
 * What the list shows of a message: it becomes the last message, and a public reply from our
 * side moves the SLA deadline to slaLate seconds after it.
 */
function noteLastMessage(c: Conversation, message: Message): void {
  c.lastMessage = { sentTime: message.sentTime, by: message.by, text: message.text, private: message.private };
  if (isAgentSide(message.by) && !message.private) {
    const deadline = Date.parse(message.sentTime) + c.slaLate * 1000;
    c.statusTriggers = { ...c.statusTriggers, overdue: new Date(deadline).toISOString() };
  }
}

function isAgentSide(by: Message['by']): boolean {
  return by === 'agent' || by === 'manager';
}

/**
 * The list from the server replaces ours, merged by id. A conversation the server no longer
 * lists takes its thread and draft with it; threads of conversations the list never had (a
 * message that came before its conversation) stay for the conversation to arrive. The open
 * conversation is left alone here: events replayed on top may bring it back (see the service).
 * A conversation the server holds as we do keeps its object, so a list read again (a resync, the
 * periodic checks) renders and saves again only the rows that were wrong.
 */
export const conversationsLoaded = defineSharedAction('conversations/loaded', (list: Conversation[]) => {
  for (const c of list) mergeListed(c);
  listEnded(new Set(list.map((c) => c.conversationId)));
});

function mergeListed(c: Conversation): void {
  const held = store.conversations[c.conversationId];
  const next = readWhileOpen(held ? { ...held, ...c } : c);
  if (!held || !sameValue(held, next)) store.conversations[c.conversationId] = conversationAsStored(next);
}

function listEnded(listed: ReadonlySet<string>): void {
  for (const id of Object.keys(store.conversations)) {
    if (listed.has(id)) continue;
    delete store.conversations[id];
    delete store.threads[id];
    delete store.drafts[id];
  }
  store.list = { status: 'success' };
}

/** A list this long or shorter is applied at once (one change, one render); a longer one in slices. */
export const LIST_AT_ONCE = 200;
/**
 * What one slice of a long list may cost, from merging it until the next frame: the merge, and the
 * pass the views then make over the list (order, counts, snapshots), which grows with the list.
 */
const LIST_SLICE_MS = 50;
/** The most frames a long list is applied over, however costly each turns out. */
const LIST_MAX_SLICES = 100;

/** Part of a long list, merged as conversationsLoaded merges (nothing leaves until the list ends). */
const listSliceLoaded = defineSharedAction('conversations/listSliceLoaded', (slice: Conversation[]) => {
  for (const c of slice) mergeListed(c);
});

/** The list read is all applied: the conversations it left out leave, with their threads and drafts. */
const listLoadEnded = defineSharedAction('conversations/listLoadEnded', (unlisted: string[]) => {
  for (const id of unlisted) {
    delete store.conversations[id];
    delete store.threads[id];
    delete store.drafts[id];
  }
  store.list = { status: 'success' };
});

/**
 * Applies the list the server answered, as conversationsLoaded does. A long one (thousands of
 * conversations) goes in slices, one a frame (core/conversations/inSlices.ts), so it never makes
 * a long task here nor, slice by slice, in the other windows; what it does not name leaves at the
 * end, of the conversations held before it was asked for (`heldBefore`; all when not given).
 * Resolves once all of it is applied.
 */
export async function applyConversationList(list: readonly Conversation[], heldBefore?: ReadonlySet<string>): Promise<void> {
  if (list.length <= LIST_AT_ONCE) listSliceLoaded([...list]);
  else await applyInSlices(list, listSliceLoaded, { first: LIST_AT_ONCE / 2, budgetMs: LIST_SLICE_MS, min: Math.ceil(list.length / LIST_MAX_SLICES) });
  const listed = new Set(list.map((c) => c.conversationId));
  // A conversation that came while the list was being read is newer than the list: it stays, with
  // its thread (and our replies in it). Had it left meanwhile too, the replayed events say so.
  listLoadEnded(Object.keys(store.conversations).filter((id) => !listed.has(id) && (!heldBefore || heldBefore.has(id))));
}

export const conversationUpserted = defineSharedAction('conversations/upserted', (c: Conversation) => {
  const previous = store.conversations[c.conversationId];
  store.conversations[c.conversationId] = conversationAsStored(readWhileOpen(previous ? { ...previous, ...c } : c));
});

export const conversationRemoved = defineSharedAction('conversations/removed', (conversationId: string) => {
  delete store.conversations[conversationId];
  delete store.threads[conversationId];
  delete store.drafts[conversationId];
  if (store.selectedConversationId === conversationId) store.selectedConversationId = null;
});

export const conversationSelected = defineSharedAction('conversations/selected', (conversationId: string | null) => {
  store.selectedConversationId = conversationId;
  const c = conversationId ? store.conversations[conversationId] : undefined;
  if (c) c.unreadCount = 0;
});

export interface MessageArrival {
  conversationId: string;
  message: Message;
  /** When the window that saw it received it (ms); replayed windows use the same value. */
  at: number;
}

/**
 * Our own send the server answered without its copy: the row shows it with this machine's time
 * (see sendMessage), which cannot be compared with the server's times.
 */
function isUnconfirmedSend(conversationId: string, last: NonNullable<Conversation['lastMessage']>): boolean {
  if (!isAgentSide(last.by)) return false;
  return !!store.threads[conversationId]?.messages.some((m) => isLocalMessage(m) && m.sentTime === last.sentTime);
}

/**
 * Whether the conversation already reflects this message: its last message is this one or a
 * newer one (the list the server sent was read after it, or the event came twice). Message
 * times are the server's, so they order messages of every author alike; a last message stamped
 * by this machine's clock (an unconfirmed send of ours) orders nothing, or a clock running ahead
 * would swallow the consumer's replies to it.
 */
function accountedFor(conversationId: string, c: Conversation, message: Message): boolean {
  const last = c.lastMessage;
  if (!last) return false;
  const [shown, incoming] = [Date.parse(last.sentTime), Date.parse(message.sentTime)];
  // Two messages in the same millisecond: only the very same one is already shown.
  if (shown === incoming) return last.by === message.by && (last.text ?? '') === message.text;
  return shown > incoming && !isUnconfirmedSend(conversationId, last);
}

/**
 * A message from anyone: thread, last message, unread count, SLA triggers and status follow.
 * Idempotent: the thread merges by id, and the rest changes only for a message newer than
 * what the conversation already shows.
 */
export const messageArrived = defineSharedAction('messages/arrived', ({ conversationId, message }: MessageArrival) => {
  addToThread(threadOf(conversationId), [message]);
  const c = store.conversations[conversationId];
  if (!c || accountedFor(conversationId, c, message)) return;
  noteLastMessage(c, message);
  if (message.by === 'consumer' || message.by === 'client') {
    // A client message makes the conversation active (spec 000 §4); a finished one stays finished.
    if (!isFinished(c)) {
      if (c.status === 'inactive') c.statusTriggers = { ...c.statusTriggers, inactive: undefined };
      c.status = 'active';
    }
    if (store.selectedConversationId !== conversationId) c.unreadCount += 1;
  }
});

export const messagePageLoaded = defineSharedAction(
  'messages/pageLoaded',
  ({ conversationId, page, messages }: { conversationId: string; page: number; messages: Message[] }) => {
    const thread = threadOf(conversationId);
    thread.messages = mergeMessages(thread.messages, messages);
    thread.complete = thread.complete || pageCompletes(messages);
    thread.nextPage = nextPageAfter(thread.nextPage, page, messages);
    thread.status = 'success';
    thread.error = undefined;
  },
);

export const threadStatusChanged = defineSharedAction(
  'messages/threadStatus',
  ({ conversationId, status, error }: { conversationId: string; status: 'loading' | 'error'; error?: string }) => {
    const thread = threadOf(conversationId);
    thread.status = status;
    thread.error = error;
  },
);

/**
 * Our own message while the outbox holds it. Besides the server's fields it may say that retrying
 * waits for the connection, or why the server refused it; the server's copy replaces it whole.
 */
export type OutgoingMessage = Message & { outgoing?: { waiting?: boolean; reason?: string } };

/** Whether the thread holds the server's copy of our message `clientId`: it was sent. */
export function heldFromServer(conversationId: string, clientId: string): Message | undefined {
  return store.threads[conversationId]?.messages.find((m) => m.clientId === clientId && !isLocalMessage(m));
}

/**
 * Our own outgoing message: appended as sending, then sent or error (spec 001 §4). A reply the
 * thread already holds from the server (a restored outbox racing a resync) stays as it is.
 */
export const outgoingQueued = defineSharedAction('messages/outgoingQueued', ({ conversationId, message }: MessageArrival) => {
  if (message.clientId && heldFromServer(conversationId, message.clientId)) return;
  addToThread(threadOf(conversationId), [message]);
});

/**
 * What our message not yet on the server shows: sending, waiting for the connection (retrying),
 * or not sent (retrying gave up, or the server refused it: `reason`); `dropped` takes it out (its
 * conversation is no longer the agent's). The server's copy, once held, is left alone.
 */
export const outgoingChanged = defineSharedAction(
  'messages/outgoingChanged',
  ({ conversationId, clientId, state, reason }: { conversationId: string; clientId: string; state: 'sending' | 'waiting' | 'failed' | 'dropped'; reason?: string }) => {
    const thread = store.threads[conversationId];
    const index = thread ? thread.messages.findIndex((m) => m.clientId === clientId) : -1;
    const held = thread?.messages[index] as OutgoingMessage | undefined;
    if (!thread || !held || !isLocalMessage(held)) return;
    if (state === 'dropped') {
      thread.messages.splice(index, 1);
      if (!thread.messages.length && !store.conversations[conversationId]) delete store.threads[conversationId];
      return;
    }
    // Replaced whole, not merged: a note left out of the payload (JSON drops undefined) must go.
    const { outgoing: _, ...message } = held;
    const outgoing = state === 'waiting' ? { waiting: true } : state === 'failed' && reason ? { reason } : undefined;
    thread.messages[index] = asValue({ ...message, status: state === 'failed' ? { error: true } : { sending: true }, ...(outgoing ? { outgoing } : {}) });
  },
);

export const outgoingSettled = defineSharedAction(
  'messages/outgoingSettled',
  ({ conversationId, clientId, message }: { conversationId: string; clientId: string; message?: Message }) => {
    // The conversation left the list while the message was on its way (transferred away).
    const thread = store.threads[conversationId];
    if (!thread) return;
    if (message) {
      thread.messages = mergeMessages(thread.messages, [{ ...message, clientId, status: { ...message.status, sent: true } }]);
      // The answer may come after newer messages (a slow send across a reconnect): last stays last.
      const c = store.conversations[conversationId];
      if (c && !accountedFor(conversationId, c, message)) noteLastMessage(c, message);
      return;
    }
    // Messages are values (threads.ts): the failed one is replaced, not changed in place. The
    // server's copy (a resync brought it) was sent, whatever this attempt says.
    const index = thread.messages.findIndex((m) => m.clientId === clientId);
    const held = thread.messages[index];
    if (held && isLocalMessage(held)) thread.messages[index] = asValue({ ...held, status: { error: true } });
  },
);

/** The system marked the conversation inactive; the list orders inactive ones by this moment. */
export const conversationInactivated = defineSharedAction(
  'conversations/inactivated',
  ({ conversationId, at, inactivityTime }: { conversationId: string; at: number; inactivityTime?: number | undefined }) => {
    const c = store.conversations[conversationId];
    // A late event does not reopen a finished conversation, nor move an inactive one's moment.
    if (!c || isFinished(c) || c.status === 'inactive') return;
    c.status = 'inactive';
    c.statusTriggers = { ...c.statusTriggers, inactive: new Date(at).toISOString() };
    if (inactivityTime !== undefined) c.inactivityTime = inactivityTime;
  },
);

/** The consumer finished the post-chat survey: pos-chat becomes closed. */
export const posChatEnded = defineSharedAction('conversations/posChatEnded', (conversationId: string) => {
  const c = store.conversations[conversationId];
  if (c?.status === 'pos-chat') c.status = 'closed';
});

export const conversationClosed = defineSharedAction(
  'conversations/closed',
  ({ conversationId, by, end, hasPosChat, tabRequired }: { conversationId: string; by: ClosedBy; end: string; hasPosChat: boolean; tabRequired: boolean }) => {
    const c = store.conversations[conversationId];
    if (!c) return;
    // Seen twice (or the post-chat already ended): the first close stands.
    if (isFinished(c)) return;
    c.status = hasPosChat ? 'pos-chat' : 'closed';
    c.end = end;
    c.closedBy = by;
    if (tabRequired && !c.conversationTab) c.pendingTab = true;
  },
);

export const managerJoined = defineSharedAction(
  'conversations/managerJoined',
  ({ conversationId, user }: { conversationId: string; user: { user_id: string; user_name: string } }) => {
    const c = store.conversations[conversationId];
    // Users are a value (conversationValues.ts): replaced, not changed in place.
    if (c && !c.users.some((u) => u.user_id === user.user_id)) c.users = ref([...c.users, { ...user, transferred_time: undefined }]);
  },
);

export const draftChanged = defineSharedAction('drafts/changed', ({ conversationId, text }: { conversationId: string; text: string }) => {
  if (text) store.drafts[conversationId] = text;
  else delete store.drafts[conversationId];
});
