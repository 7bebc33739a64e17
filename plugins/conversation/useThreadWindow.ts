import type { Message, Snapshot } from '@tessera/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageKey, startWithin } from './threadWindow';

export interface ThreadWindow {
  /** The messages rendered: the newest ones, from the window's first on. */
  shown: readonly Snapshot<Message>[];
  /** How many older messages the thread holds that are not rendered (yet). */
  hidden: number;
  /** Lets in older messages held, within the budget; false when there were none to let in. */
  showOlder(): boolean;
}

/** The window reaches the oldest message held: older pages loaded later show too. */
const FROM_THE_START = '';

/**
 * The part of a thread the view renders. A thread that opens holding more than WINDOW_BUDGET's
 * worth (thousands of messages after a long shift, or a few of 100 KB, restored by a reload)
 * renders only its newest messages within the budget, so opening it never makes a long task;
 * older ones come in as the agent scrolls up or asks, a budget's worth at a time. The window's
 * first message stays put as messages arrive below it; once it reaches the oldest message held,
 * the pages loaded later (a page at a time) show as they come, as a short thread's do.
 * `reveal` (the message a search or an Insight term points at) is let in a budget's worth per
 * frame until it is rendered.
 */
export function useThreadWindow(messages: readonly Snapshot<Message>[], reveal: string | null): ThreadWindow {
  // The first message rendered, by key; FROM_THE_START; or null until the thread has messages.
  const [first, setFirst] = useState<string | null>(null);
  let start = first === null ? -1 : first === FROM_THE_START ? 0 : messages.findIndex((m) => messageKey(m) === first);
  if (start < 0) start = startWithin(messages, messages.length);
  const pinned = start === 0 ? FROM_THE_START : messageKey(messages[start]!);
  const current = useRef<string | null>(pinned);
  current.current = messages.length ? pinned : null;

  // Pinned once shown, so messages arriving at the bottom do not push older ones out at the top.
  useEffect(() => {
    if (messages.length && pinned !== first) setFirst(pinned);
  }, [messages.length, pinned, first]);

  const showOlder = useCallback<ThreadWindow['showOlder']>(
    () => {
      const from = current.current;
      const at = from === null || from === FROM_THE_START ? 0 : messages.findIndex((m) => messageKey(m) === from);
      if (at <= 0) return false;
      const next = startWithin(messages, at);
      current.current = next === 0 ? FROM_THE_START : messageKey(messages[next]!);
      setFirst(current.current);
      return true;
    },
    [messages],
  );

  const target = reveal === null ? -1 : messages.findIndex((m) => m._id === reveal);
  const revealing = target >= 0 && target < start;
  useEffect(() => {
    if (!revealing) return;
    // A budget's worth a frame: a match far back shows after a few frames, never in one long task.
    const frame = requestAnimationFrame(() => showOlder());
    return () => cancelAnimationFrame(frame);
  }, [revealing, start, showOlder]);

  return { shown: start === 0 ? messages : messages.slice(start), hidden: start, showOlder };
}
