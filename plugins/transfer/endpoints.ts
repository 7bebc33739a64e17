/**
 * The transfer's endpoints: the plugin calls them (api.ts) and its demo slice serves them (demo/).
 * Imports nothing, so the demo's worker can take them alone. `product` is the configured product
 * prefix ({product}-messages); the conversation goes as the `id` query parameter.
 */
type Endpoint = { base: 'clients' | 'messages'; path: string };

/** GET ?id={conversationId}: the skills and agents the conversation can go to, with their online users. */
export const transferOptionsEndpoint = (product: string): Endpoint => ({ base: 'messages', path: `/${product}-messages/conversation/transfer` });
/** PUT ?id={conversationId} { skillId, commentary }: to a skill's queue. */
export const transferToSkillEndpoint = (product: string): Endpoint => ({ base: 'messages', path: `/${product}-messages/conversation/transfer/skill` });
/** PUT ?id={conversationId} { userId, skillId, commentary }: to an agent. */
export const transferToUserEndpoint = (product: string): Endpoint => ({ base: 'messages', path: `/${product}-messages/conversation/transfer/user` });
/** GET (the agent's configurations), POST { skill_id | user_id }, DELETE ?id={configId} { content_id }: favourites. */
export const userConfsEndpoint = (): Endpoint => ({ base: 'clients', path: '/userconfs' });
