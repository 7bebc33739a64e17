import type { ConversationTab } from '@tessera/core';

/** The tabulation a conversation already holds (its conversationTab), if it reads as one. */
export function registeredTab(conversation: { conversationTab?: unknown; pendingTab?: boolean } | undefined): ConversationTab | undefined {
  const tab = conversation?.conversationTab;
  if (!tab || typeof tab !== 'object' || conversation.pendingTab) return undefined;
  const { tabId, tabName, date } = tab as Record<string, unknown>;
  if (typeof tabId !== 'string' && typeof tabId !== 'number') return undefined;
  return { tabId: String(tabId), tabName: typeof tabName === 'string' ? tabName : '', date: typeof date === 'string' ? date : '' };
}
