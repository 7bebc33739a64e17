/**
 * The profile's endpoint, relative to the clients API: the plugin calls it (api.ts) and its demo
 * slice serves it (demo/). Imports nothing, so the demo's worker can take it alone.
 */
/** PATCH { avatar }: the user's picture. */
export const userProfileEndpoint = () => ({ base: 'clients', path: '/user/profile' }) as const;
