import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { store } from '../state/store';
import { loadMessages } from './service';

/** Pages fetched at most for a whole-history view of a very long conversation. */
export const MAX_HISTORY_PAGES = 30;

/**
 * Loads a conversation's older pages, one after the other, while the caller is mounted: for
 * views that must see the whole history (search, Insights), not only what is on screen. It
 * stops at the start of the history, after `maxPages`, or at the first error. Returns true
 * while pages are still coming.
 */
export function useFullHistory(conversationId: string | null, maxPages: number = MAX_HISTORY_PAGES): boolean {
  const thread = useSnapshot(store).threads[conversationId ?? ''];
  const wanting = !!conversationId && !!thread && thread.status !== 'idle' && !thread.complete && thread.status !== 'error' && thread.nextPage <= maxPages;
  const ready = wanting && thread.status !== 'loading';
  const nextPage = thread?.nextPage;
  useEffect(() => {
    if (ready && conversationId) void loadMessages(conversationId);
  }, [ready, conversationId, nextPage]);
  return wanting;
}
