import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether an element is on screen (in the viewport and not scrolled out of its list, not in a
 * hidden tile), through ONE IntersectionObserver shared by every caller: hundreds of SLA clocks
 * cost one observer. Until the observer has answered (or where there is none, as in tests) the
 * element counts as on screen, so nothing ever shows less than it should.
 */
type Report = (onScreen: boolean) => void;
const reports = new WeakMap<Element, Report>();
let observer: IntersectionObserver | undefined;

function shared(): IntersectionObserver | undefined {
  if (typeof IntersectionObserver === 'undefined') return undefined;
  // A margin, so rows about to scroll in are already up to date.
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) reports.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: '120px 0px' },
  );
  return observer;
}

export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    const io = shared();
    if (!element || !io) return;
    reports.set(element, setOnScreen);
    io.observe(element);
    return () => {
      io.unobserve(element);
      reports.delete(element);
    };
  }, [ref]);
  return onScreen;
}
