import { apiUrl, authed, defineDemoSlice, ok } from '@tessera/core/testing/demo';
import { http } from 'msw';
import { queueSummaryEndpoint } from '../endpoints';
import { enqueue, queueSummary, type QueueSummaryItem, seedQueue, setQueueWaiting, SLICE_ID } from './queue';

declare module '@tessera/core/testing/demo' {
  interface DemoControl {
    /** What GET /manager-panel-queue-attendance-summary answers now: waiting consumers per skill. */
    queueSummary(): Promise<QueueSummaryItem[]>;
    /** `count` (default 1) more consumers wait in a skill's queue (default: the shortest); resolves to the skill. */
    enqueue(skillId?: string, count?: number): Promise<string>;
    setQueueWaiting(skillId: string, count: number): Promise<void>;
  }
}

/** The queue summary's slice of the demo contact centre: the counts per skill and their endpoint. */
export const queueSummaryDemo = defineDemoSlice({
  id: SLICE_ID,
  seed: seedQueue,
  handlers: (ctx) => [
    // -> { data: { listOfSkills: [{ skill_id, queue, on_queue_number, color }] } }.
    http.get(
      apiUrl(queueSummaryEndpoint()),
      authed(ctx, () => ok({ listOfSkills: ctx.host.read(queueSummary) })),
    ),
  ],
  reads: { queueSummary },
  actions: { enqueue, setQueueWaiting },
});
