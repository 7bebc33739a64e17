/**
 * The favourites' endpoint, relative to the messages API (spec 001 §7): the plugin calls it
 * (api.ts) and its demo slice serves it (demo/). Imports nothing, so the demo's worker can take it
 * alone. `product` is the configured product prefix.
 */
/** PATCH { favorite }: stars or unstars a message. */
export const favoriteEndpoint = (product: string, messageId: string) =>
  ({ base: 'messages', path: `/${product}-messages/message/favorite/${encodeURIComponent(messageId)}` }) as const;
