import { ref } from 'valtio';
import { MESSAGE_PAGE_SIZE, type Message } from '../schemas';
import type { Thread } from './store';

export function emptyThread(): Thread {
  return { messages: [], nextPage: 1, complete: false, status: 'idle' };
}

function sortKey(m: Message): number {
  return Date.parse(m.sentTime);
}

/** Ids of our own messages before the server gave them one (see sendMessage). */
export const LOCAL_ID_PREFIX = 'local-';

/** Our own message the server has not given back yet: its id and time are this machine's. */
export function isLocalMessage(m: Pick<Message, '_id'>): boolean {
  return m._id.startsWith(LOCAL_ID_PREFIX);
}

/**
 * Messages are values: never changed in place, only replaced by a new object (a merge copies).
 * So the store holds them as they are (valtio's `ref`) instead of wrapping each in a proxy: the
 * snapshot every view takes after a change then walks a thread's array, not thousands of message
 * objects, and adding a message does not wrap the thread's messages again.
 */
export function asValue(message: Message): Message {
  return ref(message);
}

/** Threads restored or received whole (a reload, another window's snapshot) with their messages as values. */
export function withMessagesAsValues(threads: Record<string, Thread>): Record<string, Thread> {
  for (const thread of Object.values(threads)) thread.messages = thread.messages.map(asValue);
  return threads;
}

/**
 * Merges messages into a thread by id (and by client id for our own outgoing ones): a
 * message seen twice is kept once with the newest data, and the thread stays oldest-first.
 * This is what makes a resync after a reconnect lose nothing and double nothing.
 */
export function mergeMessages(existing: readonly Message[], incoming: readonly Message[]): Message[] {
  const byId = new Map<string, Message>();
  const idByClientId = new Map<string, string>();
  for (const m of existing) {
    byId.set(m._id, m);
    if (m.clientId) idByClientId.set(m.clientId, m._id);
  }
  for (const m of incoming) {
    if (m.type === 'eof') continue;
    const pendingId = m.clientId ? idByClientId.get(m.clientId) : undefined;
    if (pendingId && pendingId !== m._id) byId.delete(pendingId);
    const previous = byId.get(m._id);
    // Read is the agent's own knowledge (the server is never told, spec 001 §4): a copy fetched
    // again does not make a message the agent has seen unread.
    byId.set(m._id, asValue(previous ? { ...previous, ...m, unread: previous.unread && m.unread } : m));
    if (m.clientId) idByClientId.set(m.clientId, m._id);
  }
  return [...byId.values()].sort((a, b) => sortKey(a) - sortKey(b));
}

/**
 * Adds messages to a thread, as mergeMessages would. The usual case, one message newer than
 * any held and not held yet (a live event), is appended in place: a burst then costs one push per
 * message instead of rebuilding and sorting the whole thread each time.
 */
export function addToThread(thread: Thread, incoming: readonly Message[]): void {
  const [m] = incoming;
  const last = thread.messages.at(-1);
  const appendable =
    incoming.length === 1 &&
    m!.type !== 'eof' &&
    (!last || sortKey(last) <= sortKey(m!)) &&
    !thread.messages.some((held) => held._id === m!._id || (m!.clientId !== undefined && held.clientId === m!.clientId));
  if (appendable) thread.messages.push(asValue(m!));
  else thread.messages = mergeMessages(thread.messages, incoming);
}

/** Counts only real messages, as the server pages them (eof markers are not messages). */
export function pageCompletes(page: readonly Message[]): boolean {
  return page.some((m) => m.type === 'eof') || page.length < MESSAGE_PAGE_SIZE;
}

/**
 * The page "load older" asks for next, from the pages the server returned: the one after the
 * furthest page that came back with messages. Counting the messages held instead repeats a page
 * for good once the count falls short of the pages read (a message the thread holds apart from
 * the server's pages, one the server pages twice), and the start of the history never loads.
 */
export function nextPageAfter(nextPage: number, page: number, returned: readonly Message[]): number {
  return returned.some((m) => m.type !== 'eof') ? Math.max(nextPage, page + 1) : nextPage;
}
