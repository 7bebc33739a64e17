import type { ClosedBy, Conversation, Message } from '../schemas';
import { isFinished } from '../schemas';
import { defineSharedAction } from '../sync/sharedAction';
import { store } from './store';
import { emptyThread, mergeMessages, nextPageFor, pageCompletes } from './threads';

function threadOf(conversationId: string) {
  return (store.threads[conversationId] ??= emptyThread());
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

/** The list from the server replaces ours, merged by id so nothing local is lost. */
export const conversationsLoaded = defineSharedAction('conversations/loaded', (list: Conversation[]) => {
  const next: Record<string, Conversation> = {};
  for (const c of list) next[c.conversationId] = readWhileOpen({ ...store.conversations[c.conversationId], ...c });
  store.conversations = next;
  store.list = { status: 'success' };
  if (store.selectedConversationId && !next[store.selectedConversationId]) store.selectedConversationId = null;
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

/** A message from anyone: thread, last message, unread count, SLA triggers and status follow. */
export const messageArrived = defineSharedAction('messages/arrived', ({ conversationId, message }: MessageArrival) => {
  const thread = threadOf(conversationId);
  const already = thread.messages.some((m) => m._id === message._id || (message.clientId && m.clientId === message.clientId));
  thread.messages = mergeMessages(thread.messages, [message]);
  const c = store.conversations[conversationId];
  if (!c || already) return;
  noteLastMessage(c, message);
  if (message.by === 'consumer' || message.by === 'client') {
    if (!isFinished(c)) c.status = 'active';
    if (store.selectedConversationId !== conversationId) c.unreadCount += 1;
  }
});

export const messagePageLoaded = defineSharedAction(
  'messages/pageLoaded',
  ({ conversationId, messages }: { conversationId: string; page: number; messages: Message[] }) => {
    const thread = threadOf(conversationId);
    thread.messages = mergeMessages(thread.messages, messages);
    const fromServer = thread.messages.filter((m) => !m.status.sending && !m.status.error).length;
    thread.complete = thread.complete || pageCompletes(messages);
    thread.nextPage = nextPageFor(fromServer);
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
  const thread = threadOf(conversationId);
  thread.messages = mergeMessages(thread.messages, [message]);
});

export const outgoingSettled = defineSharedAction(
  'messages/outgoingSettled',
  ({ conversationId, clientId, message }: { conversationId: string; clientId: string; message?: Message }) => {
    const thread = threadOf(conversationId);
    if (message) {
      thread.messages = mergeMessages(thread.messages, [{ ...message, clientId, status: { ...message.status, sent: true } }]);
      const c = store.conversations[conversationId];
      if (c) noteLastMessage(c, message);
      return;
    }
    const pending = thread.messages.find((m) => m.clientId === clientId);
    if (pending) pending.status = { error: true };
  },
);

export const conversationStatusChanged = defineSharedAction(
  'conversations/status',
  ({ conversationId, status, at }: { conversationId: string; status: Conversation['status']; at: number }) => {
    const c = store.conversations[conversationId];
    if (!c) return;
    c.status = status;
    if (status === 'inactive') c.statusTriggers = { ...c.statusTriggers, inactive: new Date(at).toISOString() };
  },
);

export const conversationClosed = defineSharedAction(
  'conversations/closed',
  ({ conversationId, by, end, hasPosChat, tabRequired }: { conversationId: string; by: ClosedBy; end: string; hasPosChat: boolean; tabRequired: boolean }) => {
    const c = store.conversations[conversationId];
    if (!c) return;
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
