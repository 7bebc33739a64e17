import { nextFrame, nextTask } from '../hub/nextFrame';

/** How long one slice of a long loop may run before it lets the browser in. */
export const LOOP_SLICE_MS = 8;

/**
 * Runs `each` over `items`, letting other tasks in (a key the agent types, a frame) whenever a
 * slice has run `budgetMs`: hundreds of conversations checked against their schema are several
 * short tasks instead of one long one.
 */
export async function eachInSlices<T>(items: readonly T[], each: (item: T) => void, budgetMs = LOOP_SLICE_MS): Promise<void> {
  let started = performance.now();
  for (const item of items) {
    each(item);
    if (performance.now() - started >= budgetMs) {
      await new Promise<void>((resolve) => nextTask(resolve));
      started = performance.now();
    }
  }
}

export interface SliceOptions {
  /**
   * How long a slice may cost, from applying it until the next frame may start: what it takes to
   * apply it and what the page then does with it (renders, subscribers). The next slice is sized by
   * what the last one cost.
   */
  budgetMs?: number;
  /** The first slice's size, before anything was measured. */
  first?: number;
  /** The smallest slice: bounds how many frames the whole takes however costly a frame turns out. */
  min?: number;
  /** Waits for the next good moment between slices: by default the next frame (a task when the page is hidden). */
  wait?: (next: () => void) => void;
}

/**
 * Hands `items` to `apply` a slice at a time, one slice a frame, each sized so that it costs about
 * `budgetMs` all told (measured on the slices before, from applying one to the next frame): ten
 * thousand conversations read in one answer become dozens of short tasks, each followed by a
 * frame that renders what it applied, instead of one task of seconds. Resolves once the last
 * slice is applied.
 */
export async function applyInSlices<T>(items: readonly T[], apply: (slice: T[]) => void, options: SliceOptions = {}): Promise<void> {
  const budgetMs = options.budgetMs ?? LOOP_SLICE_MS;
  const wait = options.wait ?? nextFrame;
  const min = Math.max(1, options.min ?? 1);
  let size = Math.max(min, options.first ?? 50);
  for (let at = 0; at < items.length; ) {
    const slice = items.slice(at, at + size);
    const started = performance.now();
    apply(slice);
    at += slice.length;
    if (at >= items.length) return;
    await new Promise<void>((resolve) => wait(resolve));
    const took = Math.max(performance.now() - started, 0.1);
    // Grows by at most twice a slice: a quick frame may have been quick by luck.
    size = Math.max(min, Math.min(size * 2, Math.floor((slice.length * budgetMs) / took)));
  }
}
