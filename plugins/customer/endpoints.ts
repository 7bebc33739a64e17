/**
 * The customer panel's endpoint, relative to the messages API (spec 001 §7): the plugin calls it
 * (comments.ts) and its demo slice serves it (demo/). Imports nothing, so the demo's worker can take it alone.
 */
/** GET: the conversation's transfer comments (spec 001 §3 Conversation comment). */
export const commentsEndpoint = (product: string, chatId: string) =>
  ({ base: 'messages', path: `/${product}-messages/conversations/${encodeURIComponent(chatId)}/comments` }) as const;
