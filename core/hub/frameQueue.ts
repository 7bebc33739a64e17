import { logger } from '../logger';
import { nextFrame } from './nextFrame';

/** How long one slice may run before it yields: half a frame, leaving room for the render it causes. */
export const SLICE_BUDGET_MS = 8;
/** Work coming within this long of the last run waits for the next frame rather than running alone. */
export const FRAME_MS = 16;
/** A frame longer than this (the render after a slice was heavy, or the machine is busy) halves the next slice. */
const LONG_FRAME_MS = 33;
const MIN_BUDGET_MS = 2;

export interface FrameQueueOptions {
  /** The most one slice may run (ms; the work that crosses it is the slice's last); less while frames run long. */
  budgetMs?: number;
  /** Runs `slice` at the next good moment (default: before the next frame, or at once when hidden). */
  schedule?: (slice: () => void) => void;
  /** Wraps a whole slice, e.g. to send its cross-window changes as one message. */
  aroundSlice?: (slice: () => void) => void;
  now?: () => number;
}

/**
 * What a piece of work returns to be run at the start of the next slice instead of in this one.
 * The first piece of a slice is told so, and must run: a slice is never empty.
 */
export const NEXT_SLICE = Symbol('next slice');
export type Work = (firstInSlice: boolean) => void | typeof NEXT_SLICE;

export interface FrameQueue {
  /** Adds work; it runs after everything added before it. */
  push(work: Work): void;
  /** Forgets what is waiting (the connection is gone for good). */
  clear(): void;
  readonly size: number;
}

/**
 * Work that arrives faster than a frame (hub events in a burst) is run in slices: everything
 * waiting, in order, in one task per frame, and when a slice passes its budget the rest waits
 * for the next frame. So a burst of hundreds of events costs a few short tasks instead of one
 * long one (or hundreds of renders), and the agent's typing always finds the main thread free.
 * A lone piece of work (nothing waiting, nothing run for a frame) runs at once, as it comes:
 * a quiet stream of events is applied, and seen by store subscribers, one by one as before.
 * A piece of work may ask to start the next slice instead (NEXT_SLICE), so that what the slice
 * did so far is seen first. One failing piece of work is logged and skipped; it never takes the
 * rest of the slice with it.
 */
export function createFrameQueue(options: FrameQueueOptions = {}): FrameQueue {
  const maxBudget = options.budgetMs ?? SLICE_BUDGET_MS;
  let budget = maxBudget;
  /** When the last slice started, if it left work for the next one. */
  let lastSliceStart: number | undefined;
  const schedule = options.schedule ?? nextFrame;
  const around = options.aroundSlice ?? ((slice: () => void) => slice());
  const now = options.now ?? (() => performance.now());
  let waiting: Work[] = [];
  let head = 0;
  let scheduled = false;
  let generation = 0;
  let lastRun = Number.NEGATIVE_INFINITY;
  let running = false;

  /** Runs the next piece of work; false when it asked for the next slice (it stays first in line). */
  const runOne = (firstInSlice: boolean): boolean => {
    const work = waiting[head]!;
    try {
      if (work(firstInSlice) === NEXT_SLICE && !firstInSlice) return false;
    } catch (error) {
      logger.error('[hub] an event could not be applied; going on with the next', error);
    }
    waiting[head++] = undefined as never;
    return true;
  };

  const compact = () => {
    if (head < waiting.length) {
      if (head > 1024) {
        waiting = waiting.slice(head);
        head = 0;
      }
      return;
    }
    waiting = [];
    head = 0;
  };

  const runSlice = (ofGeneration: number) => {
    scheduled = false;
    // Cleared since.
    if (ofGeneration !== generation || head >= waiting.length) return;
    const started = now();
    // From one slice of a backlog to the next is one frame: when frames run long (the render of
    // what a slice applied, a busy machine), slices shrink; when they are quick, they grow back.
    if (lastSliceStart !== undefined) {
      const frame = started - lastSliceStart;
      budget = frame > LONG_FRAME_MS ? Math.max(MIN_BUDGET_MS, budget / 2) : Math.min(maxBudget, budget * 1.5);
    }
    running = true;
    try {
      around(() => {
        let first = true;
        while (head < waiting.length && (first || now() - started < budget)) {
          if (!runOne(first)) break;
          first = false;
        }
      });
    } finally {
      running = false;
    }
    compact();
    lastRun = now();
    lastSliceStart = head < waiting.length ? started : undefined;
    if (head < waiting.length) plan();
  };

  const plan = () => {
    if (scheduled) return;
    scheduled = true;
    const ofGeneration = generation;
    schedule(() => runSlice(ofGeneration));
  };

  return {
    push(work) {
      waiting.push(work);
      if (!scheduled && !running && waiting.length - head === 1 && now() - lastRun >= FRAME_MS) {
        around(() => void runOne(true));
        compact();
        lastRun = now();
        return;
      }
      plan();
    },
    clear() {
      generation++;
      scheduled = false;
      waiting = [];
      head = 0;
    },
    get size() {
      return waiting.length - head;
    },
  };
}
