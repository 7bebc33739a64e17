import { DRAFT_CHARS, STORED_CONVERSATIONS, storedConversationJson } from './storageLimits';
import type { TesseraState } from './store';

/**
 * The parts of the store kept in localStorage 'state' (spec 000 §3): the session and what the agent
 * does with it. Threads are kept per conversation in IndexedDB (threadStore.ts); connection and
 * list status are live only.
 */
export type Persisted = Pick<TesseraState, 'session' | 'conversations' | 'drafts' | 'selectedConversationId' | 'preferences' | 'company'>;
const persistedKeys = ['session', 'conversations', 'drafts', 'selectedConversationId', 'preferences', 'company'] as const;

export interface PersistedJson {
  json: string;
  /** Conversations over their budget (storageLimits.ts), left out: the list read at start brings them back. */
  conversationsLeftOut: string[];
  /** Drafts longer than DRAFT_CHARS, stored cut. */
  draftsCut: string[];
}

const lastActive = (c: Readonly<TesseraState['conversations'][string]>) => Date.parse(c.lastMessage?.sentTime ?? c.start ?? '') || 0;

/** The conversations the list keeps (STORED_CONVERSATIONS): all of them, or the open one, those with a draft, then the latest. */
function keptConversations(snap: Readonly<TesseraState>): [string, TesseraState['conversations'][string]][] {
  const all = Object.entries(snap.conversations);
  if (all.length <= STORED_CONVERSATIONS) return all;
  const first = (id: string) => id === snap.selectedConversationId || Object.hasOwn(snap.drafts, id);
  const latest = all.map(([id, c]) => ({ id, c, first: first(id), at: lastActive(c) })).sort((a, b) => Number(b.first) - Number(a.first) || b.at - a.at);
  return latest.slice(0, STORED_CONVERSATIONS).map(({ id, c }) => [id, c]);
}

function conversationsJson(conversations: [string, TesseraState['conversations'][string]][], leftOut: string[]): string {
  const parts: string[] = [];
  for (const [id, conversation] of conversations) {
    const json = storedConversationJson(conversation);
    if (json === null) leftOut.push(id);
    else parts.push(`${JSON.stringify(id)}:${json}`);
  }
  return `{${parts.join(',')}}`;
}

function draftsJson(drafts: Readonly<Record<string, string>>, cut: string[]): string {
  const parts: string[] = [];
  for (const [id, text] of Object.entries(drafts)) {
    if (text.length > DRAFT_CHARS) cut.push(id);
    parts.push(`${JSON.stringify(id)}:${JSON.stringify(text.length > DRAFT_CHARS ? text.slice(0, DRAFT_CHARS) : text)}`);
  }
  return `{${parts.join(',')}}`;
}

/**
 * The saved state as JSON, built from the store's snapshot part by part: snapshots keep the
 * identity of what did not change, so each conversation's JSON is written once (storageLimits.ts)
 * and a save after a burst joins strings rather than writing every conversation again. A save
 * then costs little more than copying the string, however many conversations the agent holds.
 * Each conversation and draft is held to its limit, so no one of them can fill the storage.
 */
export function persistedJson(snap: Readonly<TesseraState>): PersistedJson {
  const conversationsLeftOut: string[] = [];
  const draftsCut: string[] = [];
  const parts: string[] = [];
  for (const key of persistedKeys) {
    let json: string | undefined;
    if (key === 'conversations') json = conversationsJson(keptConversations(snap), conversationsLeftOut);
    else if (key === 'drafts') json = draftsJson(snap.drafts, draftsCut);
    else json = JSON.stringify(snap[key]);
    if (json !== undefined) parts.push(`${JSON.stringify(key)}:${json}`);
  }
  return { json: `{${parts.join(',')}}`, conversationsLeftOut, draftsCut };
}
