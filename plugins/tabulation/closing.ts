import { ApiError, conversationClosedByAgent, type ConversationTab, conversationTabulated, type QueryClient, workspaceState } from '@tessera/core';
import type { MessageDescriptor } from 'react-intl';
import { closeConversation, saveTab, tabsQuery } from './api';
import type { SavedTab } from './contract';

/**
 * Registering and closing (spec 001 §4): PUT tab, then POST change-status with the tab's id; the
 * workspace takes each step only once the server agreed.
 */

/** PUT tab, then the conversation no longer owes its tabulation (every window hears it). */
export async function registerTab(conversationId: string, tab: SavedTab, queries: QueryClient): Promise<ConversationTab> {
  await saveTab(conversationId, tab.tabId);
  const registered: ConversationTab = { ...tab, date: new Date().toISOString() };
  conversationTabulated({ conversationId, tab: registered });
  void queries.invalidateQueries({ queryKey: tabsQuery(conversationId).queryKey });
  return registered;
}

/**
 * POST change-status { status: 'closed', tabId }: 'pos-chat' when a survey follows; end from the
 * answer (else now), assignedTime from its start; closed by this agent, by name.
 */
export async function closeWithTab(conversationId: string, tab: ConversationTab | undefined): Promise<void> {
  const answer = await closeConversation(conversationId, tab?.tabId);
  const times = answer.conversationTA;
  conversationClosedByAgent({
    conversationId,
    status: answer.hasPosChat ? 'pos-chat' : 'closed',
    end: times.end || new Date().toISOString(),
    assignedTime: times.start || undefined,
    closedByName: workspaceState.session?.user.name ?? '',
    tab,
  });
}

/** Server texts the close knows, shown in the agent's language (spec 001 §8 'toast by message key'). */
const knownCloseErrors: Record<string, string> = {
  'This attendance has already been finished': 'tabulation.error.alreadyFinished',
  'Conversation not found': 'tabulation.error.notFound',
};

/** What a failed close says: the known message for the server's key, else 'conversation not closed'. */
export function closeErrorText(error: unknown): MessageDescriptor {
  const values = error instanceof ApiError ? [error.fields[0]?.value, error.message] : [];
  const known = values.map((v) => (v ? knownCloseErrors[v] : undefined)).find(Boolean);
  return { id: known ?? 'tabulation.error.notClosed' };
}
