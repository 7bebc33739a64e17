import { type RefObject, useLayoutEffect, useRef } from 'react';

/** Distance from the bottom within which the view follows new messages (spec 001 §9). */
export const BOTTOM_THRESHOLD_PX = 120;

function nearBottom(el: HTMLElement): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_THRESHOLD_PX;
}

/**
 * Keeps a message list pinned to the newest message while the agent is at the bottom (or
 * just sent one), and keeps the agent's place when older messages load above.
 */
export function useStickToBottom(ref: RefObject<HTMLElement | null>, firstId: string | undefined, lastId: string | undefined, lastIsMine: boolean) {
  // Starts as if empty, so a thread already in memory opens at its newest message.
  const previous = useRef({ firstId: undefined as string | undefined, lastId: undefined as string | undefined, height: 0, top: 0, atBottom: true });

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const before = previous.current;
    if (before.lastId !== lastId && (before.atBottom || lastIsMine || before.lastId === undefined)) {
      el.scrollTop = el.scrollHeight;
    } else if (before.firstId !== firstId && before.firstId !== undefined) {
      // Older messages were added on top: keep the same message under the agent's eyes.
      el.scrollTop = before.top + (el.scrollHeight - before.height);
    }
    previous.current = { firstId, lastId, height: el.scrollHeight, top: el.scrollTop, atBottom: nearBottom(el) };
  }, [ref, firstId, lastId, lastIsMine]);

  return () => {
    const el = ref.current;
    if (el) previous.current = { ...previous.current, height: el.scrollHeight, top: el.scrollTop, atBottom: nearBottom(el) };
  };
}
