import { toApiError } from '../api/error';
import { logger } from '../logger';
import { notify } from '../notify/notifier';
import type { Conversation, Message } from '../schemas';
import { reloadingChanged } from '../state/connectionDialogs';
import {
  applyConversationList,
  conversationSelected,
  conversationUpserted,
  messagePageLoaded,
  outgoingChanged,
  outgoingQueued,
  threadStatusChanged,
} from '../state/conversations';
import { type JournalEntry, openJournal } from '../state/eventJournal';
import { replayHubEvents } from '../state/hubReducers';
import { store } from '../state/store';
import { isLocalMessage, pageCompletes } from '../state/threads';
import { fetchConversation, fetchConversations, fetchMessagePage, uploadFile } from './api';
import type { OutboxEntry } from './outbox';
import { localMessage, nudgeSending, submit } from './sender';

/**
 * Fetches something the hub keeps changing, applies it, then applies again the hub events
 * that arrived while the request was out: the answer is the server's state when it read it,
 * and those events are newer (see state/eventJournal.ts).
 */
async function fetchAndCatchUp<T>(fetch: () => Promise<T>, apply: (value: T) => void | Promise<void>, concerns: (entry: JournalEntry) => boolean = () => true): Promise<void> {
  const journal = openJournal();
  try {
    const value = await fetch();
    await apply(value);
    replayHubEvents(journal.close().filter(concerns));
  } finally {
    journal.close();
  }
}

function concernsConversation(conversationId: string) {
  return ({ payload }: JournalEntry) => {
    const p = payload as { conversationId?: string; conversation?: { conversationId?: string } };
    return (p.conversationId ?? p.conversation?.conversationId) === conversationId;
  };
}

async function loadListOnce(): Promise<void> {
  if (store.list.status !== 'success') store.list = { status: 'loading' };
  const heldBefore = new Set(Object.keys(store.conversations));
  try {
    await fetchAndCatchUp(
      () => fetchConversations((raw, issues) => logger.warn(`[conversations] malformed conversation left out: ${issues}`, raw)),
      (list) => applyConversationList(list, heldBefore),
    );
    // The open conversation is gone for good (not brought back by a newer event): close it.
    const open = store.selectedConversationId;
    if (open && !store.conversations[open]) conversationSelected(null);
  } catch (error) {
    store.list = { status: 'error', error: toApiError(error).message };
  }
}

let listLoad: Promise<void> | undefined;
let loadAgain = false;

/**
 * Loads the conversation list and merges it by id. Asked again while a load is out, it loads
 * once more after that one (the newer request may know of newer changes), never in parallel.
 */
export function loadConversations(): Promise<void> {
  if (listLoad) {
    loadAgain = true;
    return listLoad;
  }
  listLoad = (async () => {
    do {
      loadAgain = false;
      await loadListOnce();
    } while (loadAgain);
  })().finally(() => {
    listLoad = undefined;
  });
  return listLoad;
}

const fetching = new Set<string>();

/** Fetches a conversation an event mentioned before the list knew it. */
export async function ensureConversation(conversationId: string): Promise<void> {
  if (store.conversations[conversationId] || fetching.has(conversationId)) return;
  fetching.add(conversationId);
  try {
    await fetchAndCatchUp(() => fetchConversation(conversationId), upsertUnlessListed, concernsConversation(conversationId));
  } catch (error) {
    logger.warn(`[conversations] could not fetch conversation ${conversationId}`, error);
  } finally {
    fetching.delete(conversationId);
  }
}

/** The list got there first (a reload landed meanwhile): its copy is as new and already caught up. */
function upsertUnlessListed(c: Conversation): void {
  if (!store.conversations[c.conversationId]) conversationUpserted(c);
}

/** Fetches a conversation's full details (chat, consumer and extra information) again. */
export async function refreshConversation(conversationId: string): Promise<void> {
  try {
    await fetchAndCatchUp(() => fetchConversation(conversationId), conversationUpserted, concernsConversation(conversationId));
  } catch (error) {
    logger.warn(`[conversations] could not refresh conversation ${conversationId}`, toApiError(error).message);
  }
}

/** Pages "load older" reads past at most when they bring nothing the thread lacks. */
const MAX_OVERLAPPING_PAGES = 5;

/**
 * Loads `page` of a conversation's messages, or by default the next older one. Messages that came
 * live since the last page shift the server's pages, so the next page may hold only messages the
 * thread has: it then reads on, so that asking for older messages shows some, or the start.
 */
export async function loadMessages(conversationId: string, page?: number): Promise<void> {
  const thread = store.threads[conversationId];
  if (thread?.status === 'loading') return;
  let wanted = page ?? thread?.nextPage ?? 1;
  try {
    for (let overlapping = 0; ; overlapping++) {
      threadStatusChanged({ conversationId, status: 'loading' });
      const held = new Set(store.threads[conversationId]?.messages.map((m) => m._id));
      const messages = await fetchMessagePage(conversationId, wanted);
      messagePageLoaded({ conversationId, page: wanted, messages });
      const after = store.threads[conversationId];
      const broughtSome = messages.some((m) => m.type !== 'eof' && !held.has(m._id));
      if (page !== undefined || broughtSome || !after || after.complete || overlapping >= MAX_OVERLAPPING_PAGES) return;
      wanted = after.nextPage;
    }
  } catch (error) {
    threadStatusChanged({ conversationId, status: 'error', error: toApiError(error).message });
  }
}

/**
 * Fetches a thread's newest `pages` pages again and merges them by id, quietly (the thread
 * stays on screen): what a resync or a failed messages check needs. Resolves once done;
 * failures are logged, the thread keeps what it had.
 */
export async function refreshThread(conversationId: string, pages = 1): Promise<void> {
  for (let page = 1; page <= Math.max(1, pages); page++) {
    try {
      const messages = await fetchMessagePage(conversationId, page);
      if (!store.threads[conversationId]) return; // The conversation left meanwhile.
      messagePageLoaded({ conversationId, page, messages });
      if (messages.length === 0) return;
    } catch (error) {
      logger.warn(`[messages] could not refresh ${conversationId} page ${page}`, toApiError(error).message);
      return;
    }
  }
}

function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `c-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

let lastSeq = 0;

/** The order replies were written in, across reloads: this machine's time, strictly increasing. */
function nextSeq(now: number): number {
  lastSeq = Math.max(now, lastSeq + 0.001);
  return lastSeq;
}

/** A reply: its text, and the files that go with it. */
export interface Reply {
  text: string;
  files?: readonly File[];
}

/**
 * Sends a reply: each message shows at once as sending, is written to the durable outbox, then
 * goes out (sender.ts): sent, waiting for the connection while retrying, or not sent once retrying
 * gives up or the server refuses it. The client id travels with it, so a retry (or a resend after
 * a reload) is recognised by the server and never doubles. Files are uploaded first, one message
 * each (the first carries the text), since a message carries one file; an upload the server
 * refuses sends nothing and rejects with its error. Resolves once every message is sent or shown
 * as not sent (in a window that does not lead: once handed to the leader).
 */
export async function sendMessage(conversationId: string, { text, files = [] }: Reply, now: number = Date.now()): Promise<void> {
  // A reply is the signed-in agent's: without a session there is nobody to send it as.
  const me = store.session?.user;
  if (!me) return;
  const uploaded: NonNullable<OutboxEntry['file']>[] = [];
  for (const file of files) uploaded.push({ fileId: await uploadFile(conversationId, file, now), name: file.name, mimeType: file.type || 'application/octet-stream' });
  const parts = uploaded.length ? uploaded.map((file, i) => ({ text: i === 0 ? text : '', file })) : [{ text, file: undefined }];
  const entries = parts.map(({ text: partText, file }): OutboxEntry => ({
    clientId: newClientId(),
    conversationId,
    text: partText,
    sentTime: new Date(now).toISOString(),
    userId: me.id,
    userName: me.name,
    seq: nextSeq(now),
    ...(file ? { file } : {}),
  }));
  for (const entry of entries) outgoingQueued({ conversationId, message: localMessage(entry), at: now });
  await Promise.all(entries.map((entry) => submit(entry)));
}

/** The uploaded file a local message carries, for its resend. */
function fileOf(message: Message): Pick<OutboxEntry, 'file'> {
  const file = message.files[0];
  return file?.fileId ? { file: { fileId: file.fileId, name: file.file_name, mimeType: file.mime_type } } : {};
}

/** The agent resends a reply shown as not sent: it goes out again with its client id, after the replies already on their way. */
export function retryMessage(conversationId: string, clientId: string): Promise<void> {
  const held = store.threads[conversationId]?.messages.find((m) => m.clientId === clientId);
  const me = store.session?.user;
  if (!me || !held || !isLocalMessage(held) || !held.status.error) return Promise.resolve();
  const entry: OutboxEntry = {
    clientId,
    conversationId,
    text: held.text,
    sentTime: held.sentTime,
    userId: held.userId ?? me.id,
    userName: held.userName ?? me.name,
    seq: nextSeq(Date.now()),
    ...fileOf(held),
  };
  outgoingChanged({ conversationId, clientId, state: 'sending' });
  return submit(entry);
}

/** Pages a catch-up reads at most (300 messages): a gap longer than that is left to "load older". */
export const MAX_CATCH_UP_PAGES = 20;

/**
 * Brings a thread up to date after a gap (a dropped socket, a missed event): its newest pages,
 * merged by id, back until a page starts at a message the thread already had (DESIGN §4). A burst
 * longer than a page while the socket was down is then fetched whole, not only its last 15. Only
 * messages the thread got from the server's stream (hub events, pages) count as met: our own sends
 * (those with a client id) are held from the answer to their POST, which may have landed in the
 * middle of a burst we never saw, so meeting one proves nothing about what lies before it. "Starts
 * at", not "holds", for the same reason.
 */
export async function catchUpThread(conversationId: string): Promise<void> {
  const thread = store.threads[conversationId]?.messages ?? [];
  // A thread that held nothing of the server's has nothing to meet: its newest page is all it lacks.
  const heldAny = thread.some((m) => !isLocalMessage(m));
  const met = new Set(thread.filter((m) => !isLocalMessage(m) && !m.clientId).map((m) => m._id));
  for (let page = 1; page <= MAX_CATCH_UP_PAGES; page++) {
    let messages: Message[];
    try {
      messages = await fetchMessagePage(conversationId, page);
    } catch (error) {
      logger.warn(`[messages] could not catch up ${conversationId} page ${page}`, toApiError(error).message);
      return;
    }
    if (!store.threads[conversationId]) return; // The conversation left meanwhile.
    messagePageLoaded({ conversationId, page, messages });
    const oldest = messages.find((m) => m.type !== 'eof');
    if (!heldAny || pageCompletes(messages) || (oldest && met.has(oldest._id))) return;
  }
}

/** The list read again, then every thread held (of a conversation still listed) caught up, merged by id. */
export async function catchUp(): Promise<void> {
  await loadConversations();
  const held = Object.keys(store.threads).filter((id) => store.conversations[id]);
  await Promise.all(held.map((id) => catchUpThread(id)));
}

/**
 * After a reconnect (or a lost chat): the list and every loaded thread caught up, behind the
 * 'Reloading chats' dialog; then the outbox is tried again. Nothing the server has is missed,
 * nothing is doubled.
 */
export async function resync(): Promise<void> {
  reloadingChanged(true);
  try {
    await catchUp();
    // Replies that failed while the connection was down go out now (their server copies, if a
    // lost answer hid them, came with the catch-up: those are not sent again).
    nudgeSending();
    // The one failure the agent cannot work past: it stays until they dismiss it.
    if (store.list.status === 'error') notify.toast({ tone: 'error', blocking: true, text: { id: 'conversations.reloadFailed' }, values: { message: store.list.error ?? '' } });
  } finally {
    reloadingChanged(false);
  }
}
