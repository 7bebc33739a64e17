/**
 * The predefined messages' endpoint: the plugin calls it (api.ts) and its demo slice serves it
 * (demo/). Imports nothing, so the demo's worker can take it alone. `product` is the configured
 * product prefix ({product}-messages); the skill goes as the `skill_id` query parameter.
 */
type Endpoint = { base: 'clients' | 'messages'; path: string };

/** GET ?skill_id={skillId} (optional): the FAQ of the skill, a list in `data`. */
export const predefinedMessagesEndpoint = (product: string): Endpoint => ({
  base: 'messages',
  path: `/${product}-messages/conversation/predefined-messages`,
});
