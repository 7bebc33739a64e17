import { orderConversations, store } from '@tessera/core';
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { type ListEntry, sameEntry, toEntry } from './views';

/**
 * Every conversation of the agent as a list entry, in the spec's order. Reads only the fields
 * that place, filter and count a conversation (not its text, not the clock), so a tick never
 * re-renders the list and a message re-renders it only when it changes who spoke last. An entry
 * that did not change keeps its object, so the list reuses its row rather than rendering it again.
 */
export function useListEntries(): ListEntry[] {
  const conversations = useSnapshot(store).conversations;
  const previous = useRef(new Map<string, ListEntry>());
  const next = new Map<string, ListEntry>();
  for (const c of Object.values(conversations)) {
    const fresh = toEntry(c);
    const kept = previous.current.get(c.conversationId);
    next.set(c.conversationId, kept && sameEntry(kept, fresh) ? kept : fresh);
  }
  previous.current = next;
  return orderConversations([...next.values()]);
}
