import { proxy } from 'valtio';

/**
 * What the conversation view highlights right now (a search term, an Insight word) and
 * which message is the current match. Local to this window: each window searches on its own.
 */
export const highlight = proxy({
  conversationId: null as string | null,
  term: '',
  activeMessageId: null as string | null,
});

export function setHighlight(conversationId: string | null, term: string, activeMessageId: string | null = null): void {
  highlight.conversationId = conversationId;
  highlight.term = term;
  highlight.activeMessageId = activeMessageId;
}

export function clearHighlight(): void {
  setHighlight(null, '', null);
}
