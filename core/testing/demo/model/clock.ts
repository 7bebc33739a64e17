/** The model never reads the wall clock itself: tests inject a clock they can move. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to. */
export interface ManualClock extends Clock {
  set(ms: number): void;
  advance(ms: number): void;
}

export function manualClock(start: number | string = '2026-03-16T13:00:00.000Z'): ManualClock {
  let current = typeof start === 'number' ? start : Date.parse(start);
  return {
    now: () => current,
    set: (ms) => {
      current = ms;
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export const iso = (ms: number): string => new Date(ms).toISOString();
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
