import { toApiError } from '../api/error';
import { logger } from '../logger';
import type { Message } from '../schemas';
import {
  conversationsLoaded,
  conversationUpserted,
  messagePageLoaded,
  outgoingQueued,
  outgoingSettled,
  threadStatusChanged,
} from '../state/conversations';
import { store } from '../state/store';
import { plain } from '../sync/plain';
import { fetchConversation, fetchConversations, fetchMessagePage, postMessage } from './api';

export async function loadConversations(): Promise<void> {
  store.list = { status: 'loading' };
  try {
    const list = await fetchConversations((raw, issues) => logger.warn(`[conversations] malformed conversation left out: ${issues}`, raw));
    conversationsLoaded(list);
  } catch (error) {
    store.list = { status: 'error', error: toApiError(error).message };
  }
}

const fetching = new Set<string>();

/** Fetches a conversation an event mentioned before the list knew it. */
export async function ensureConversation(conversationId: string): Promise<void> {
  if (store.conversations[conversationId] || fetching.has(conversationId)) return;
  fetching.add(conversationId);
  try {
    conversationUpserted(await fetchConversation(conversationId));
  } catch (error) {
    logger.warn(`[conversations] could not fetch conversation ${conversationId}`, error);
  } finally {
    fetching.delete(conversationId);
  }
}

/** Fetches a conversation's full details (chat, consumer and extra information) again. */
export async function refreshConversation(conversationId: string): Promise<void> {
  try {
    conversationUpserted(await fetchConversation(conversationId));
  } catch (error) {
    logger.warn(`[conversations] could not refresh conversation ${conversationId}`, toApiError(error).message);
  }
}

/** Loads `page` (default: the next older one) of a conversation's messages. */
export async function loadMessages(conversationId: string, page?: number): Promise<void> {
  const thread = store.threads[conversationId];
  if (thread?.status === 'loading') return;
  const wanted = page ?? thread?.nextPage ?? 1;
  threadStatusChanged({ conversationId, status: 'loading' });
  try {
    const messages = await fetchMessagePage(conversationId, wanted);
    messagePageLoaded({ conversationId, page: wanted, messages });
  } catch (error) {
    threadStatusChanged({ conversationId, status: 'error', error: toApiError(error).message });
  }
}

function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `c-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

async function deliver(conversationId: string, pending: Message): Promise<void> {
  const clientId = pending.clientId!;
  try {
    const sent = await postMessage(conversationId, pending.text, clientId, pending.sentTime);
    outgoingSettled({ conversationId, clientId, message: sent ?? { ...pending, status: { sent: true } } });
  } catch (error) {
    logger.warn(`[messages] sending to ${conversationId} failed`, toApiError(error).message);
    outgoingSettled({ conversationId, clientId });
  }
}

/**
 * Sends a message: it shows at once as sending, then sent or error. The client id travels
 * with it so a retry (or a resend after reload) is recognised by the server and never doubles.
 */
export function sendMessage(conversationId: string, text: string, now: number = Date.now()): Promise<void> {
  const clientId = newClientId();
  const pending: Message = {
    _id: `local-${clientId}`,
    clientId,
    by: 'agent',
    userId: store.session?.user.id,
    userName: store.session?.user.name,
    text,
    sentTime: new Date(now).toISOString(),
    files: [],
    favorite: false,
    private: false,
    unread: false,
    status: { sending: true },
    currentId: undefined,
    previousId: undefined,
    receivedTime: undefined,
    type: undefined,
  };
  outgoingQueued({ conversationId, message: pending, at: now });
  return deliver(conversationId, pending);
}

export function retryMessage(conversationId: string, clientId: string): Promise<void> {
  const pending = store.threads[conversationId]?.messages.find((m) => m.clientId === clientId);
  if (!pending) return Promise.resolve();
  const again = { ...plain(pending), status: { sending: true } };
  outgoingQueued({ conversationId, message: again, at: Date.now() });
  return deliver(conversationId, again);
}

/** After a reload, messages still marked sending go out again (the server dedupes by client id). */
export function flushOutbox(): Promise<void>[] {
  const pending: Promise<void>[] = [];
  for (const [conversationId, thread] of Object.entries(store.threads)) {
    for (const m of thread.messages) if (m.status.sending && m.clientId) pending.push(deliver(conversationId, plain(m)));
  }
  return pending;
}

/** After a reconnect: the list and every loaded thread's newest page, merged by id. */
export async function resync(): Promise<void> {
  await loadConversations();
  const open = Object.keys(store.threads).filter((id) => store.conversations[id]);
  await Promise.all(open.map((id) => loadMessages(id, 1)));
}
