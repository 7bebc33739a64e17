/**
 * The history's endpoints, relative to the messages API (spec 001 §7): the plugin calls them
 * (api.ts) and its demo slice serves them (demo/). Imports nothing, so the demo's worker can take
 * them alone. `product` is the configured product prefix.
 */
/** GET: the consumer's earlier conversations, keyed by conversationId. */
export const consumerConversationsEndpoint = (product: string, consumerId: string, channel: string) =>
  ({ base: 'messages', path: `/${product}-messages/consumer/${encodeURIComponent(consumerId)}/conversations/${encodeURIComponent(channel)}` }) as const;

/** GET: the conversation with that protocol number. */
export const protocolEndpoint = (product: string, protocol: string) =>
  ({ base: 'messages', path: `/${product}-messages/conversations/${encodeURIComponent(protocol)}/protocol` }) as const;

/** GET: the agent's goals (the CSAT goal the history's header compares against). */
export const goalsEndpoint = () => ({ base: 'clients', path: '/goal-user' }) as const;

/** GET: the conversation's transfer comments (spec 001 §3 Conversation comment), the Notes tab. */
export const commentsEndpoint = (product: string, chatId: string) =>
  ({ base: 'messages', path: `/${product}-messages/conversations/${encodeURIComponent(chatId)}/comments` }) as const;
