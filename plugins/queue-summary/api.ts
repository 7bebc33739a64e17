import { ApiError, BOUNDS, boundedList, call, endpoints, paletteColour, store, UNAVAILABLE_SERVICE } from '@tessera/core';
import { proxy } from 'valtio';
import { z } from 'zod';

/** One queue of GET /manager-panel-queue-attendance-summary (spec 000 §3: on_queue_number, queue, color). */
const itemSchema = z.object({
  skill_id: z.union([z.string(), z.number()]).transform(String).optional(),
  queue: z.string(),
  on_queue_number: z.coerce.number().int().nonnegative(),
  color: z.string().optional(),
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

export const queueSummary = proxy({
  /** The user the counts were fetched for: the next user on the device starts without them. */
  owner: undefined as string | undefined,
  items: [] as QueueItem[],
  status: 'idle' as 'idle' | 'loading' | 'success' | 'error',
  /** The server's message, or UNAVAILABLE_SERVICE. */
  error: undefined as string | undefined,
  /** When the counts shown were fetched (ms). */
  updatedAt: undefined as number | undefined,
});

export const totalWaiting = (items: readonly QueueItem[]) => items.reduce((sum, item) => sum + item.waiting, 0);

/** GET the summary; a failure drops the counts (stale ones would mislead) and keeps the message. */
export async function loadQueueSummary(): Promise<void> {
  const owner = store.session?.user.id;
  if (queueSummary.owner !== owner) Object.assign(queueSummary, { owner, items: [], status: 'idle', error: undefined, updatedAt: undefined });
  if (queueSummary.status === 'loading') return;
  queueSummary.status = 'loading';
  try {
    const answer = await call('get', endpoints.queueSummary(), answerSchema);
    if (queueSummary.owner !== owner) return;
    Object.assign(queueSummary, { items: toQueueItems(answer.data.listOfSkills), status: 'success', error: undefined, updatedAt: Date.now() });
  } catch (error) {
    if (queueSummary.owner !== owner) return;
    const message = error instanceof ApiError ? error.message : UNAVAILABLE_SERVICE;
    Object.assign(queueSummary, { items: [], status: 'error', error: message, updatedAt: undefined });
  }
}

/** Spec 000 §9: the queue summary refreshes every 60 s. */
export const QUEUE_REFRESH_MS = 60_000;
