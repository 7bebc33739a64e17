import { useSyncExternalStore } from 'react';

/**
 * One shared 1 s clock for every time-driven view (SLA clocks, timers): one interval for the
 * whole workspace however many rows tick, running only while something watches it. Views
 * compute from this time against their own timestamps, never from counted ticks.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
export const TICK_MS = 1_000;

/**
 * Benchmarks (tests/bench/sla.bench.mjs) may set this to time each tick: from the tick to the end
 * of the render it causes (React renders the clocks' updates in a microtask queued before ours).
 */
type TickProbe = (ms: number) => void;
const probe = () => (globalThis as { __tesseraTickProbe?: TickProbe }).__tesseraTickProbe;

function tick() {
  const report = probe();
  const started = report ? performance.now() : 0;
  now = Date.now();
  // React batches the updates of every listener of this one task into one render.
  for (const listener of listeners) listener();
  if (report) queueMicrotask(() => report(performance.now() - started));
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

const readNow = () => now;

/** The time of the last tick (what every clock computes from), for reads during a render. */
export const tickerNow = readNow;

/** The current time, re-rendering the caller once a second. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, readNow, readNow);
}

/**
 * What `read` makes of the current time, re-rendering the caller only when that changes: a
 * clock showing whole seconds re-renders once a second, a finished one never. `read` must
 * return a primitive (or the same object) for the same input, since results compare with Object.is.
 */
export function useTicking<T>(read: (now: number) => T): T {
  const snapshot = () => read(now);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
