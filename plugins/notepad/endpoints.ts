/**
 * The notepad's endpoint, relative to the clients API (spec 001 §7): the plugin calls it (api.ts)
 * and its demo slice serves it (demo/). Imports nothing, so the demo's worker can take it alone.
 */
/** GET: { data: { notepads: [{ text }] } }; PATCH { text }. */
export const notepadEndpoint = () => ({ base: 'clients', path: '/notepad' }) as const;
