/**
 * The useful links' endpoint, relative to the clients API: the plugin calls it (api.ts) and its demo
 * slice serves it (demo/). Imports nothing, so the demo's worker can take it alone.
 */
export const usefulLinksEndpoint = () => ({ base: 'clients', path: '/dashboard' }) as const;
