import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Lists longer than this render only the rows in view (and a few around them). Shorter lists, any
 * agent's real day, render every row, so find-in-page and every test see them all.
 */
export const WINDOWED_FROM = 500;
/** A row's height before one was measured (the row's intrinsic size in list.css.ts). */
const ROW_ESTIMATE_PX = 76;
/** Rows rendered beyond each edge of the view. */
const OVERSCAN = 10;
/** Rows rendered when the list has no height yet (not laid out). */
const UNMEASURED_ROWS = 40;

export interface ListWindow {
  /** The rows rendered: [start, end) of the list. */
  start: number;
  end: number;
  /** Heights (px) standing in for the rows before and after those rendered. */
  before: number;
  after: number;
  /** Scrolls row `index` into view, so it renders. */
  scrollTo(index: number): void;
  onScroll(): void;
}

/**
 * Which rows of a list of `count` render: all of them up to WINDOWED_FROM, else those in view of
 * the scrolling element `ref` with OVERSCAN on each side, the rest stood in for by their height
 * (measured on the rows rendered). Ten thousand conversations then mount a few dozen rows.
 */
export function useListWindow(ref: RefObject<HTMLElement | null>, count: number): ListWindow {
  const windowed = count > WINDOWED_FROM;
  const [view, setView] = useState({ top: 0, height: 0 });
  const rowHeight = useRef(ROW_ESTIMATE_PX);
  /** The width the row height was measured at: rows wrap, so it is measured again only when that changes. */
  const measuredWidth = useRef(-1);
  const frame = useRef(0);

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const options = el.querySelectorAll<HTMLElement>('[role=option][data-key]');
    // Measured once per width, then kept: rows vary a little, and a height that moved with every
    // scroll would move the rows under the agent's eyes (and out from under the focus).
    if (options.length > 1 && el.clientWidth !== measuredWidth.current) {
      const first = options[0]!;
      const last = options[options.length - 1]!;
      const span = last.offsetTop + last.offsetHeight - first.offsetTop;
      if (span > 0) {
        rowHeight.current = span / options.length;
        measuredWidth.current = el.clientWidth;
      }
    }
    setView((v) => (v.top === el.scrollTop && v.height === el.clientHeight ? v : { top: el.scrollTop, height: el.clientHeight }));
  }, [ref]);

  // Laid out (or resized into a taller tile): measure once the rows are in the document.
  useLayoutEffect(() => {
    if (windowed) measure();
  });

  const onScroll = useCallback(() => {
    if (!windowed || frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      measure();
    });
  }, [windowed, measure]);

  const scrollTo = useCallback(
    (index: number) => {
      const el = ref.current;
      if (!el || !windowed) return;
      measure();
      const top = index * rowHeight.current;
      if (top < el.scrollTop || top + rowHeight.current > el.scrollTop + el.clientHeight) el.scrollTop = Math.max(0, top - el.clientHeight / 2);
      measure();
    },
    [ref, windowed, measure],
  );

  if (!windowed) return { start: 0, end: count, before: 0, after: 0, scrollTo, onScroll };
  const h = rowHeight.current;
  const start = Math.min(Math.max(0, count - 1), Math.max(0, Math.floor(view.top / h) - OVERSCAN));
  const shown = view.height > 0 ? Math.ceil(view.height / h) + 2 * OVERSCAN : UNMEASURED_ROWS;
  const end = Math.min(count, start + shown);
  return { start, end, before: start * h, after: (count - end) * h, scrollTo, onScroll };
}
