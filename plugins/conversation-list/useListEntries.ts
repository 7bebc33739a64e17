import { type Conversation, conversationsSnapshot, orderConversations, subscribeState } from '@tessera/core';
import { useSyncExternalStore } from 'react';
import { type ListEntry, sameEntry, toEntry } from './views';

interface Known {
  /** The store's (immutable) snapshot of the conversation this entry was made from. */
  from: Readonly<Conversation>;
  entry: ListEntry;
}

let conversationsSeen: unknown;
let known = new Map<string, Known>();
let ordered: ListEntry[] = [];

/**
 * The list's entries, derived from the store and cached. Snapshots of unchanged conversations keep
 * their identity, so one message costs one entry made again (not one per conversation), and a
 * change that leaves every entry as it was (a message that does not change who spoke last, a tick,
 * a draft) returns the very same array: the list does not even re-render. Sorting happens only
 * when an entry changed, once per batch of hub events rather than once per event.
 */
function readEntries(): ListEntry[] {
  const conversations = conversationsSnapshot() as Readonly<Record<string, Readonly<Conversation>>>;
  if (conversations === conversationsSeen) return ordered;
  conversationsSeen = conversations;
  // Updated in place: with thousands of conversations, a change to a few touches a few entries
  // (no new map of them all each time).
  let changed = false;
  let seen = 0;
  for (const id in conversations) {
    const c = conversations[id]!;
    seen++;
    const kept = known.get(id);
    if (kept?.from === c) continue;
    const fresh = toEntry(c);
    const entry = kept && sameEntry(kept.entry, fresh) ? kept.entry : fresh;
    if (entry !== kept?.entry) changed = true;
    known.set(id, { from: c, entry });
  }
  // Something left the list (what arrived is already counted as a change).
  if (seen !== known.size) {
    changed = true;
    for (const id of known.keys()) if (!Object.hasOwn(conversations, id)) known.delete(id);
  }
  if (changed) ordered = orderConversations([...known.values()].map((k) => k.entry));
  return ordered;
}

/** The list's entries now, in the spec's order (for commands, outside React). */
export const currentEntries = (): readonly ListEntry[] => readEntries();

const subscribeToStore = (onChange: () => void) => subscribeState(onChange);

/**
 * Every conversation of the agent as a list entry, in the spec's order. Reads only the fields
 * that place, filter and count a conversation (not its text, not the clock), so the list renders
 * again only when a conversation arrives, leaves or moves; each row reads its own text.
 */
export function useListEntries(): readonly ListEntry[] {
  return useSyncExternalStore(subscribeToStore, readEntries, readEntries);
}
