import { nextTask } from '../hub/nextFrame';

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
