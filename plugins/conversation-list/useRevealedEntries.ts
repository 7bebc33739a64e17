import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { WINDOWED_FROM } from './useListWindow';
import type { ListEntry } from './views';

/**
 * How long letting new rows in may take per frame (render and commit, ms). A row (an option with
 * its badges and clock) takes about a millisecond to mount, more on a slow machine; fifty
 * conversations arriving at once would otherwise make one long task.
 */
export const REVEAL_BUDGET_MS = 8;
const FIRST_ROWS_PER_FRAME = 12;
const MIN_ROWS_PER_FRAME = 4;
const MAX_ROWS_PER_FRAME = 48;
/**
 * Rows the list shows at once as it first appears (signed in, reloaded): more than a screenful. A
 * longer list (thousands of conversations) lets the rest in over the next frames, as arrivals.
 */
export const FIRST_SHOW_ROWS = 60;

/**
 * The entries with newly arrived conversations let in a few per frame, as many as the budget
 * allows on this machine (measured on the rows let in before): a burst of arrivals shows within
 * a few frames while the agent's typing never waits behind one long render. The list as it first
 * shows (signed in, reloaded) appears at once up to FIRST_SHOW_ROWS, and the order is always the
 * list's own.
 */
export function useRevealedEntries(entries: readonly ListEntry[]): readonly ListEntry[] {
  // A list of thousands renders only the rows in view (useListWindow): nothing to let in slowly.
  const whole = entries.length > WINDOWED_FROM;
  const shown = useRef<Set<string> | null>(null);
  const perFrame = useRef(FIRST_ROWS_PER_FRAME);
  const [, nextFrame] = useState(0);
  const started = performance.now();
  let admitted = 0;
  let held = false;
  const before = shown.current ?? new Set<string>();
  const limit = before.size === 0 ? FIRST_SHOW_ROWS : perFrame.current;
  const now = new Set<string>();
  let visible: readonly ListEntry[] = whole ? entries : entries.filter((e) => {
    const id = e.conversationId;
    if (!before.has(id)) {
      if (admitted === limit) {
        held = true;
        return false;
      }
      admitted++;
    }
    now.add(id);
    return true;
  });
  // A whole list shows as it is; should it shrink to a few hundred, they show as a list first shown does.
  shown.current = whole ? null : now;
  if (!held && visible.length === entries.length) visible = entries;
  // The list and its new rows are rendered and in the document: time them, to let in next
  // frame as many as fit the budget.
  useLayoutEffect(() => {
    if (admitted === 0 || whole) return;
    const took = Math.max(performance.now() - started, 0.1);
    const fits = Math.round((admitted * REVEAL_BUDGET_MS) / took);
    perFrame.current = Math.min(MAX_ROWS_PER_FRAME, Math.max(MIN_ROWS_PER_FRAME, fits));
  });
  useEffect(() => {
    if (!held) return;
    const frame = requestAnimationFrame(() => nextFrame((n) => n + 1));
    return () => cancelAnimationFrame(frame);
  });
  return visible;
}
