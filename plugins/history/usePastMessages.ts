import { MESSAGE_PAGE_SIZE, type Message } from '@tessera/core';
import { useCallback, useEffect, useState } from 'react';
import { fetchMessagePage, type PastConversation } from './api';

export interface PastMessages {
  /** Oldest first: what is shown so far. */
  messages: Message[];
  /** More (older) messages can be loaded. */
  more: boolean;
  loading: boolean;
  failed: boolean;
  /** Loads the next (older) page: 'load messages'. */
  loadMore: () => void;
}

/** Spec 001 §9: the history ends at an 'eof' item or when a page is not full. */
const endsHistory = (page: readonly Message[]) => page.some((m) => m.type === 'eof') || page.length % MESSAGE_PAGE_SIZE !== 0 || page.length === 0;
const withoutMarkers = (page: readonly Message[]) => page.filter((m) => m.type !== 'eof');

/**
 * A past conversation's messages, 15 at a time from the newest (spec 001 §2: the message history
 * view with 'load messages'). Messages the history carried are paged through as they are; others
 * are read from the server page by page (next page = loaded / 15 + 1).
 */
export function usePastMessages(past: PastConversation): PastMessages {
  const carried = past.messages;
  const [shownPages, setShownPages] = useState(1);
  const [fetched, setFetched] = useState<{ id: string; messages: Message[]; done: boolean }>({ id: past.conversationId, messages: [], done: false });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const id = past.conversationId;

  const fetchNext = useCallback(
    async (loadedCount: number, signal: { stale: boolean }) => {
      setLoading(true);
      setFailed(false);
      try {
        const page = await fetchMessagePage(id, Math.floor(loadedCount / MESSAGE_PAGE_SIZE) + 1);
        if (signal.stale) return;
        setFetched((before) => {
          const known = new Set(before.messages.map((m) => m._id));
          const older = withoutMarkers(page).filter((m) => !known.has(m._id));
          return { id, messages: [...older, ...before.messages], done: endsHistory(page) };
        });
      } catch {
        if (!signal.stale) setFailed(true);
      } finally {
        if (!signal.stale) setLoading(false);
      }
    },
    [id],
  );

  useEffect(() => {
    setShownPages(1);
    setFetched({ id, messages: [], done: false });
    if (carried) return;
    const signal = { stale: false };
    void fetchNext(0, signal);
    return () => {
      signal.stale = true;
    };
  }, [id, carried, fetchNext]);

  const loadMore = useCallback(() => {
    if (carried) setShownPages((n) => n + 1);
    else if (!loading) void fetchNext(fetched.messages.length, { stale: false });
  }, [carried, loading, fetchNext, fetched.messages.length]);

  if (carried) {
    const all = withoutMarkers(carried);
    const count = Math.min(all.length, shownPages * MESSAGE_PAGE_SIZE);
    return { messages: all.slice(all.length - count), more: count < all.length, loading: false, failed: false, loadMore };
  }
  const current = fetched.id === id ? fetched : { messages: [], done: false };
  return { messages: current.messages, more: !current.done, loading, failed, loadMore };
}
