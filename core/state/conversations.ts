import type { ClosedBy, Conversation, Message } from '../schemas';
import { isFinished } from '../schemas';
import { defineSharedAction } from '../sync/sharedAction';
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
  const listed = new Set<string>();
  for (const c of list) {
    listed.add(c.conversationId);
    const held = store.conversations[c.conversationId];
    const next = readWhileOpen(held ? { ...held, ...c } : c);
    if (!held || !sameValue(held, next)) store.conversations[c.conversationId] = next;
  }
  for (const id of Object.keys(store.conversations)) {
    if (listed.has(id)) continue;
    delete store.conversations[id];
    delete store.threads[id];
    delete store.drafts[id];
  }
  store.list = { status: 'success' };
});

export const conversationUpserted = defineSharedAction('conversations/upserted', (c: Conversation) => {
  const previous = store.conversations[c.conversationId];
  store.conversations[c.conversationId] = readWhileOpen(previous ? { ...previous, ...c } : c);
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

/** Our own outgoing message: appended as sending, then sent or error (spec 001 §4). */
export const outgoingQueued = defineSharedAction('messages/outgoingQueued', ({ conversationId, message }: MessageArrival) => {
  addToThread(threadOf(conversationId), [message]);
});

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
    // Messages are values (threads.ts): the failed one is replaced, not changed in place.
    const index = thread.messages.findIndex((m) => m.clientId === clientId);
    if (index >= 0) thread.messages[index] = asValue({ ...thread.messages[index]!, status: { error: true } });
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
    if (c && !c.users.some((u) => u.user_id === user.user_id)) c.users.push({ ...user, transferred_time: undefined });
  },
);

export const draftChanged = defineSharedAction('drafts/changed', ({ conversationId, text }: { conversationId: string; text: string }) => {
  if (text) store.drafts[conversationId] = text;
  else delete store.drafts[conversationId];
});
