import { useLayoutEffect, useState } from 'react';

/** The narrowest free stretch of the top bar that takes a notice; narrower, the notice goes below the bar. */
export const MIN_ZONE_WIDTH = 220;

export interface Zone {
  left: number;
  width: number;
}

const CONTROL = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"]), [role=button], [role=link]';
/** Whether a child of the bar holds something the agent works with (the brand and the connection's status do not). */
const isControl = (el: Element) => el.matches(CONTROL) || !!el.querySelector(CONTROL);

/**
 * The widest stretch of the page's top bar (its first <header>) with no control in it: between the
 * last control on the left and the first on the right (the brand and the connection's status may be
 * covered a moment; their state is announced on its own). Notices go there, so they never cover a
 * control; undefined when there is no bar or the stretch is too narrow.
 */
export function freeStretch(bar: Element | null): Zone | undefined {
  if (!bar) return undefined;
  const barBox = bar.getBoundingClientRect();
  const taken = [...bar.children]
    .filter(isControl)
    .map((el) => el.getBoundingClientRect())
    .filter((box) => box.width > 0)
    .sort((a, b) => a.left - b.left);
  let best: Zone | undefined;
  let from = barBox.left;
  for (const box of [...taken, { left: barBox.right, right: barBox.right }]) {
    const width = box.left - from;
    if (!best || width > best.width) best = { left: from, width };
    from = Math.max(from, box.right);
  }
  return best && best.width >= MIN_ZONE_WIDTH ? best : undefined;
}

/**
 * The top bar's free stretch, measured when `showing` (the notice shown) changes and again when the
 * window or the bar changes size.
 */
export function useNoticeZone(showing: string | undefined): Zone | undefined {
  const [zone, setZone] = useState<Zone | undefined>(undefined);
  useLayoutEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = freeStretch(document.querySelector('header'));
        setZone((was) => (was?.left === next?.left && was?.width === next?.width ? was : next));
      });
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    const bar = document.querySelector('header');
    if (bar && observer) {
      observer.observe(bar);
      for (const child of bar.children) observer.observe(child);
    }
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [showing]);
  return zone;
}
