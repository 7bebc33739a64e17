import { MESSAGE_PAGE_SIZE, type Message } from '../schemas';
import type { Thread } from './store';

export function emptyThread(): Thread {
  return { messages: [], nextPage: 1, complete: false, status: 'idle' };
}

function sortKey(m: Message): number {
  return Date.parse(m.sentTime);
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
    byId.set(m._id, previous ? { ...previous, ...m } : m);
    if (m.clientId) idByClientId.set(m.clientId, m._id);
  }
  return [...byId.values()].sort((a, b) => sortKey(a) - sortKey(b));
}

/** Counts only real messages, as the server pages them (eof markers are not messages). */
export function pageCompletes(page: readonly Message[]): boolean {
  return page.some((m) => m.type === 'eof') || page.length < MESSAGE_PAGE_SIZE;
}

export function nextPageFor(loadedFromServer: number): number {
  return Math.floor(loadedFromServer / MESSAGE_PAGE_SIZE) + 1;
}
