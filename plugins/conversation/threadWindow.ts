import type { Message, Snapshot } from '@tessera/core';

/**
 * What rendering a message costs, in units of an ordinary message: a long text costs one more for
 * every TEXT_UNIT characters (its blocks, its marks, its layout), and each file one more.
 */
export const TEXT_UNIT = 2_000;
/**
 * The most the thread renders at once, in those units: as it opens (the newest messages), and
 * each time older ones are let in (scrolling up, "load older", a search match further back). Well
 * under a long task on a slow machine, whatever the thread holds: an ordinary message takes about
 * a millisecond to render, and a 100 KB one is a window of its own.
 */
export const WINDOW_BUDGET = 40;

type Shown = Pick<Snapshot<Message>, 'text' | 'files'>;

export function renderCost(m: Shown): number {
  return 1 + Math.floor((m.text?.length ?? 0) / TEXT_UNIT) + m.files.length;
}

/**
 * Where a window that ends before `end` starts when it takes in older messages within `budget`:
 * at least one message more (when there is one), then as many as the budget allows.
 */
export function startWithin(messages: readonly Shown[], end: number, budget = WINDOW_BUDGET): number {
  let start = end;
  let spent = 0;
  while (start > 0) {
    const cost = renderCost(messages[start - 1]!);
    if (start < end && spent + cost > budget) break;
    spent += cost;
    start--;
  }
  return start;
}

/** The key a message keeps from sending to sent (its client id), as the list renders it. */
export const messageKey = (m: Pick<Message, '_id' | 'clientId'>): string => m.clientId || m._id;
