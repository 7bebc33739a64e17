/**
 * The queue summary's endpoint, relative to the clients API: the plugin calls it (api.ts) and its
 * demo slice serves it (demo/), so the two never drift apart. Imports nothing, so the demo's
 * worker can take it alone.
 */
export const queueSummaryEndpoint = () => ({ base: 'clients', path: '/manager-panel-queue-attendance-summary' }) as const;
