import { keyedRecord, proxy } from '@tessera/core';
import type { PastConversation } from './api';

export type HistoryTab = 'messages' | 'data' | 'notes';

/** What the history shows beside one conversation (spec 001 §3 relatedComponents.history: activeTab, activeChat). */
export interface HistoryView {
  /** The earlier conversation open in the detail, or null for the list. */
  open: PastConversation | null;
  tab: HistoryTab;
}

/**
 * The history's service ('history.memory'): per open conversation, which earlier conversation
 * the agent is reading and on which tab, so coming back to a conversation comes back to it.
 */
export interface HistoryMemory {
  readonly views: Readonly<Record<string, HistoryView>>;
  open(conversationId: string, past: PastConversation): void;
  back(conversationId: string): void;
  setTab(conversationId: string, tab: HistoryTab): void;
}

export function createHistoryMemory(): HistoryMemory {
  const views = proxy(keyedRecord<HistoryView>());
  const viewOf = (id: string) => (views[id] ??= { open: null, tab: 'messages' });
  return {
    views,
    open(conversationId, past) {
      const view = viewOf(conversationId);
      view.open = past;
      view.tab = 'messages';
    },
    back(conversationId) {
      viewOf(conversationId).open = null;
    },
    setTab(conversationId, tab) {
      viewOf(conversationId).tab = tab;
    },
  };
}
