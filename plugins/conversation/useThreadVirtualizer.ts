import { defaultRangeExtractor, observeElementRect, type Range, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useCallback, useState } from 'react';
import { estimateRowHeight, type ThreadRow } from './threadRows';

/** Distance from the bottom within which the view follows new messages and they count as seen (spec 001 §9). */
export const BOTTOM_THRESHOLD_PX = 120;
/** Scrolled this share of the way down, the newest messages count as seen too (spec 001 §4). */
export const SEEN_SHARE = 0.97;

/**
 * Whether the agent sees the newest messages: within BOTTOM_THRESHOLD_PX of the bottom, or at least
 * SEEN_SHARE of the way down the scroll range (`range`, px: what there is to scroll; `offset`, px: how far down).
 */
export function seesNewest({ distanceFromEnd, offset, range }: { distanceFromEnd: number; offset: number; range: number }): boolean {
  return distanceFromEnd <= BOTTOM_THRESHOLD_PX || (range > 0 && offset >= SEEN_SHARE * range);
}
/** Height of the strip above the first message (load older, history start). */
export const EDGE_PX = 44;
/** Space between two messages. */
const GAP_PX = 8;
/**
 * Rows mounted when the thread has no layout to measure (a tile not laid out yet, a test page):
 * the newest ones, and those around a message being revealed.
 */
export const UNLAID_ROWS = 40;
const REVEAL_AROUND = 5;
/** A height to compute with while there is none: the rows shown are then chosen by `unlaidRange`. */
const NO_LAYOUT = { width: 0, height: 1 };

/** The mounted rows with one more: the row that holds the keyboard stays, so the focus is never dropped with it. */
export function withKept(indexes: number[], kept: number): number[] {
  return kept < 0 || indexes.includes(kept) ? indexes : [...indexes, kept].sort((a, b) => a - b);
}

/** The rows to mount without a layout: the newest, and those around `reveal`. */
export function unlaidRange(count: number, reveal: number): number[] {
  const shown = new Set<number>();
  for (let i = Math.max(0, count - UNLAID_ROWS); i < count; i++) shown.add(i);
  if (reveal >= 0) for (let i = Math.max(0, reveal - REVEAL_AROUND); i <= Math.min(count - 1, reveal + REVEAL_AROUND); i++) shown.add(i);
  return [...shown].sort((a, b) => a - b);
}

/**
 * The thread's virtualizer (@tanstack/react-virtual, anchored to the end as a chat is): only the
 * rows in view (and a few beyond) are mounted, whatever the thread holds; it follows new messages
 * while the agent is at the bottom, and keeps the message under the agent's eyes when older pages
 * come in above or rows change height.
 */
export function useThreadVirtualizer(scroller: RefObject<HTMLDivElement | null>, rows: readonly ThreadRow[], reveal: number, focused: number): {
  virtualizer: Virtualizer<HTMLDivElement, HTMLLIElement>;
  laidOut: boolean;
} {
  const [laidOut, setLaidOut] = useState(true);
  const observeRect = useCallback<typeof observeElementRect<HTMLDivElement>>(
    (instance, report) =>
      observeElementRect(instance, (rect) => {
        setLaidOut(rect.height > 0);
        report(rect.height > 0 ? rect : NO_LAYOUT);
      }),
    [],
  );
  const rangeExtractor = useCallback(
    (range: Range) => withKept(laidOut ? defaultRangeExtractor(range) : unlaidRange(range.count, reveal), focused),
    [laidOut, reveal, focused],
  );
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLLIElement>({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => estimateRowHeight(rows[i]!),
    getItemKey: (i) => rows[i]!.key,
    observeElementRect: observeRect,
    rangeExtractor,
    overscan: 6,
    gap: GAP_PX,
    paddingStart: EDGE_PX,
    paddingEnd: GAP_PX,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: BOTTOM_THRESHOLD_PX,
  });
  // A row that changes height wholly above the view (losing its day separator to an older page, say)
  // moves what the agent reads by as much, scrolling up as well as down: the view follows it. (The
  // library leaves that out while scrolling up; a row measured for the first time keeps its rule.)
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange ??= (item, _delta, instance) => {
    const offset = instance.scrollOffset ?? 0;
    return instance.itemSizeCache.has(item.key) ? item.start + item.size <= offset : item.start < offset;
  };
  return { virtualizer, laidOut };
}
