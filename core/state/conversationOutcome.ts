import { ref } from 'valtio';
import type { Conversation } from '../schemas';
import { isFinished } from '../schemas';
import { defineSharedAction } from '../sync/sharedAction';
import { conversationRemoved } from './conversations';
import { isTabRequired } from './session';
import { store } from './store';

/**
 * How a conversation leaves the agent's hands from the workspace itself (spec 001 §4): tabulated,
 * closed, handed on. The transfer and tabulation plugins call these once the server agreed; each
 * replicates to every window of the browser.
 */

/** A registered tabulation, as the conversation keeps it (spec 001 §3 Tab entry). */
export interface ConversationTab {
  tabId: string;
  tabName: string;
  /** ISO date of the registration. */
  date: string;
}

/** Finished and still owing its tabulation: none registered, or the server marks it pending. */
export function owesTabulation(c: Pick<Conversation, 'status' | 'pendingTab' | 'conversationTab'>): boolean {
  return isFinished(c) && (c.pendingTab || !c.conversationTab);
}

/** The agent registered the conversation's demand (PUT tab answered): it no longer owes one. */
export const conversationTabulated = defineSharedAction(
  'conversations/tabulated',
  ({ conversationId, tab }: { conversationId: string; tab: ConversationTab }) => {
    const c = store.conversations[conversationId];
    if (!c) return;
    // A value part (conversationValues.ts): replaced whole.
    c.conversationTab = ref({ ...tab });
    c.pendingTab = false;
  },
);

export interface ClosedByAgent {
  conversationId: string;
  /** 'pos-chat' when the server answered hasPosChat. */
  status: 'closed' | 'pos-chat';
  /** ISO end time: the server's, else the moment the answer came. */
  end: string;
  /** From the server's start date, when it returned one. */
  assignedTime?: string | undefined;
  /** The agent's name, shown as who closed it (chat information's closedBy). */
  closedByName: string;
  /** The tabulation registered with the close, if any. */
  tab?: ConversationTab | undefined;
}

/**
 * The agent closed the conversation (change-status answered). The answer is the truth: it applies
 * even over a hub close that got here first, so status, end and who closed it are the agent's.
 */
export const conversationClosedByAgent = defineSharedAction('conversations/closedByAgent', (closed: ClosedByAgent) => {
  const c = store.conversations[closed.conversationId];
  if (!c) return;
  c.status = closed.status;
  c.end = closed.end;
  if (closed.assignedTime) c.assignedTime = closed.assignedTime;
  c.closedBy = 'agent';
  c.chatInfo = ref({ ...(c.chatInfo ?? {}), status: closed.status, end: closed.end, closedBy: closed.closedByName, closedByRole: 'agent' });
  if (closed.tab) {
    c.conversationTab = ref({ ...closed.tab });
    c.pendingTab = false;
  } else if (isTabRequired() && !c.conversationTab) {
    c.pendingTab = true;
  }
});

/**
 * The conversation went to another skill or agent (a transfer the server accepted): it leaves this
 * agent's lists, with its thread and draft; if it was open, nothing is open any more.
 */
export function conversationHandedOver(conversationId: string): void {
  conversationRemoved(conversationId);
}
