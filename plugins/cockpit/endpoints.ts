/**
 * The cockpit feed's endpoint, relative to the messages API: the plugin calls it (api.ts) and its
 * demo slice serves it (demo/). Imports nothing, so the demo's worker can take it alone.
 */
export const cockpitEndpoint = () => ({ base: 'messages', path: '/cockpit' }) as const;
