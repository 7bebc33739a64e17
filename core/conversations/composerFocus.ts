import { useEffect, type RefObject } from 'react';

/**
 * "Put the keyboard in this conversation's reply box": asked by whoever opens a conversation
 * (the list, on Enter or a click), honoured by the composer once it shows that conversation,
 * which may be a render later. One pending request at a time; the newest wins.
 */
let pending: string | null = null;
const waiting = new Set<() => void>();

export function requestComposerFocus(conversationId: string): void {
  pending = conversationId;
  for (const wake of waiting) wake();
}

/** The composer's side: focuses `ref` when a request names its conversation. */
export function useComposerFocus(conversationId: string, ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const honour = () => {
      if (pending !== conversationId || !ref.current) return;
      pending = null;
      ref.current.focus();
    };
    honour();
    waiting.add(honour);
    return () => void waiting.delete(honour);
  }, [conversationId, ref]);
}
