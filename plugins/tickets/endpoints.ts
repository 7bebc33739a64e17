/**
 * The ticket panel's endpoints, relative to the messages API (spec 001 §7): the plugin calls them
 * (api.ts) and its demo slice serves them (demo/). Imports nothing, so the demo's worker can take
 * them alone. `product` is the configured product prefix.
 */
/** GET: the consumer's tickets, `{ count, tickets }`. */
export const consumerTicketsEndpoint = (product: string, consumerId: string) =>
  ({ base: 'messages', path: `/${product}-messages/consumer/${encodeURIComponent(consumerId)}/tickets` }) as const;

/** GET: the ticket's interaction history, one item per message. */
export const interactionEndpoint = (product: string, chatId: string) =>
  ({ base: 'messages', path: `/${product}-messages/interaction/${encodeURIComponent(chatId)}` }) as const;

/** POST multipart { tabId, text, privateNote, files[] }: a note (public or private) on the ticket. */
export const sendTicketEndpoint = (product: string, chatId: string) =>
  ({ base: 'messages', path: `/${product}-messages/response/send/realautomation/${encodeURIComponent(chatId)}` }) as const;

/** The ticket channel's name: the service history asks for the consumer's conversations on it. */
export const TICKET_CHANNEL = 'real_automation';

/** GET: the consumer's earlier conversations on a channel, keyed by conversationId (spec 001 §7): the service history. */
export const consumerConversationsEndpoint = (product: string, consumerId: string, channel: string) =>
  ({ base: 'messages', path: `/${product}-messages/consumer/${encodeURIComponent(consumerId)}/conversations/${encodeURIComponent(channel)}` }) as const;
