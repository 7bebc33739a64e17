/**
 * The scripts' endpoints (spec 001 §7): the plugin calls them (api.ts) and its demo slice serves
 * them (demo/). Imports nothing, so the demo's worker can take them alone. `product` is the
 * configured product prefix.
 */
type Endpoint = { base: 'clients' | 'messages'; path: string };

/** GET ?skill_id=: the skill's scripts, in data.scripts. */
export const scriptsEndpoint = (): Endpoint => ({ base: 'clients', path: '/scripts' });

/** GET: the agent's favourite scripts' ids, in data.favorite_messages. */
export const scriptFavoritesEndpoint = (product: string): Endpoint => ({ base: 'messages', path: `/${product}-messages/script/favorite` });

/** PATCH { remove }: adds or removes one favourite; answers data.favorite_messages. */
export const scriptFavoriteEndpoint = (product: string, scriptId: string): Endpoint => ({
  base: 'messages',
  path: `/${product}-messages/script/favorite/${encodeURIComponent(scriptId)}`,
});
