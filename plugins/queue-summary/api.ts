import { BOUNDS, boundedList, call, paletteColour, queryOptions } from '@tessera/core';
import * as z from 'zod/mini';
import { queueSummaryEndpoint } from './endpoints';

/** One queue of GET /manager-panel-queue-attendance-summary (spec 000 §3: on_queue_number, queue, color). */
const itemSchema = z.object({
  skill_id: z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform((v) => String(v)))),
  queue: z.string(),
  on_queue_number: z.coerce.number().check(z.int(), z.nonnegative()),
  color: z.optional(z.string()),
});
// A malformed queue is left out with a diagnostic, the others shown; an endless list is cut to the bound.
const answerSchema = z.object({ data: z.object({ listOfSkills: boundedList(itemSchema, BOUNDS.pluginItems, 'queues') }) });

export interface QueueItem {
  id: string;
  name: string;
  waiting: number;
  /** A CSS colour the UI can draw as it is. */
  colour: string;
}

/** Only plain colour values reach a style: a server string never becomes a url() or anything else. */
const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]{3,20})$/i;

export function toQueueItems(list: z.infer<typeof itemSchema>[]): QueueItem[] {
  return list.map((item) => ({
    id: item.skill_id ?? item.queue,
    name: item.queue,
    waiting: item.on_queue_number,
    colour: item.color && SAFE_COLOUR.test(item.color.trim()) ? item.color.trim() : paletteColour(item.queue),
  }));
}

export const totalWaiting = (items: readonly QueueItem[]) => items.reduce((sum, item) => sum + item.waiting, 0);

/** GET /manager-panel-queue-attendance-summary: the waiting consumers per skill. */
export async function fetchQueueSummary(): Promise<QueueItem[]> {
  const answer = await call('get', queueSummaryEndpoint(), answerSchema);
  return toQueueItems(answer.data.listOfSkills);
}

/** The counts in the session's cache; the key names the user, so the next user starts without them. */
export const queueSummaryQuery = (userId: string | undefined) =>
  queryOptions({ queryKey: ['queue-summary', userId], queryFn: fetchQueueSummary, enabled: userId !== undefined });

/** Spec 000 §9: the queue summary refreshes every 60 s. */
export const QUEUE_REFRESH_MS = 60_000;
