/**
 * The AI summary's endpoints (spec 001 §7): the plugin calls them (api.ts) and its demo slice
 * serves them (demo/). Imports nothing, so the demo's worker can take them alone.
 */
/** POST { messageId }: summarises the conversation up to that message -> { summary, keywords }. */
export const summaryEndpoint = (product: string, conversationId: string) =>
  ({ base: 'messages', path: `/${product}-messages/conversation/${encodeURIComponent(conversationId)}/summary` }) as const;

/** GET: the conversation's earlier summaries. */
export const summariesEndpoint = (product: string, conversationId: string) =>
  ({ base: 'messages', path: `/${product}-messages/conversation/${encodeURIComponent(conversationId)}/summaries` }) as const;

/** The user metadata key of the automatic-summary setting. */
export const AUTOMATIC_SUMMARY_KEY = 'is_automatically_generate_summary_enabled';

/** GET ?key= -> { data: { value } } (404: never set); PUT { key, value } (value as a string). */
export const userMetadataEndpoint = () => ({ base: 'clients', path: '/user/metadata' }) as const;
