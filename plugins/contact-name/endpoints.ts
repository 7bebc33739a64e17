/**
 * The contact name's endpoint, relative to the clients API: the plugin calls it (api.ts) and its
 * demo slice serves it (demo/). Imports nothing, so the demo's worker can take it alone.
 */
/** PATCH ?id={consumerId} { display_name } (null clears it): the contact's display name. */
export const displayNameEndpoint = () => ({ base: 'clients', path: '/display-name' }) as const;
