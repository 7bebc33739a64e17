import { useSyncExternalStore } from 'react';

/**
 * One shared 1 s clock for every time-driven view (SLA clocks, timers): one interval for the
 * whole workspace however many rows tick, running only while something watches it.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
export const TICK_MS = 1_000;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(tick, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time, re-rendering the caller once a second. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now, () => now);
}
