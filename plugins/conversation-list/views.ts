import { type Conversation, consumerName, isFinished } from '@tessera/core';

/** The list's two tabs (spec 000 §2): every conversation, or those waiting for the agent's reply. */
export type ListTab = 'inbox' | 'reply';
export const listTabs: readonly ListTab[] = ['inbox', 'reply'];

/** The filter buttons: Attending, Idle, Closed. Every conversation falls under exactly one. */
export type ListFilter = 'attending' | 'idle' | 'closed';
export const listFilters: readonly ListFilter[] = ['attending', 'idle', 'closed'];

/** What the list needs of a conversation to place, filter and count it (the row reads the rest). */
export interface ListEntry {
  conversationId: string;
  name: string;
  status: Conversation['status'];
  end: string | undefined;
  statusTriggers: { overdue: string | undefined; inactive: string | undefined };
  assignedTime: string | undefined;
  filter: ListFilter;
  awaitsReply: boolean;
  pendingTab: boolean;
}

/**
 * Idle is the inactive status; Closed the finished ones (closed, pos-chat); Attending all the
 * rest: active and pre-chat, and the rarer phone ('telefone') and queue statuses, so the three
 * counts always add up to the whole tab.
 */
export function filterOf(c: Pick<Conversation, 'status'>): ListFilter {
  if (isFinished(c)) return 'closed';
  return c.status === 'inactive' ? 'idle' : 'attending';
}

const consumerSide = new Set(['consumer', 'client']);
const agentSide = new Set(['agent', 'manager']);

/**
 * The Reply tab's rule: an unfinished conversation whose consumer had the last word, i.e. its
 * last message is the consumer's, or (after a system or bot note) it still holds consumer
 * messages the agent has not read. Opening a conversation does not take it off the tab (reading
 * is not replying); an answer from the agent (or a manager) does, as does the conversation finishing.
 */
export function awaitsReply(c: Pick<Conversation, 'status' | 'lastMessage' | 'unreadCount'>): boolean {
  if (isFinished(c)) return false;
  const by = c.lastMessage?.by ?? '';
  if (agentSide.has(by)) return false;
  return consumerSide.has(by) || c.unreadCount > 0;
}

export function toEntry(c: Pick<Conversation, 'conversationId' | 'status' | 'end' | 'statusTriggers' | 'assignedTime' | 'consumer' | 'lastMessage' | 'unreadCount' | 'pendingTab'>): ListEntry {
  return {
    conversationId: c.conversationId,
    name: consumerName(c.consumer),
    status: c.status,
    end: c.end,
    statusTriggers: { overdue: c.statusTriggers.overdue, inactive: c.statusTriggers.inactive },
    assignedTime: c.assignedTime,
    filter: filterOf(c),
    awaitsReply: awaitsReply(c),
    pendingTab: c.pendingTab,
  };
}

/** Whether two entries show the same thing (so the older object, and its rendered row, can stay). */
export function sameEntry(a: ListEntry, b: ListEntry): boolean {
  return (
    a.conversationId === b.conversationId &&
    a.name === b.name &&
    a.status === b.status &&
    a.end === b.end &&
    a.statusTriggers.overdue === b.statusTriggers.overdue &&
    a.statusTriggers.inactive === b.statusTriggers.inactive &&
    a.assignedTime === b.assignedTime &&
    a.awaitsReply === b.awaitsReply &&
    a.pendingTab === b.pendingTab
  );
}

export const inTab = (entry: ListEntry, tab: ListTab) => tab === 'inbox' || entry.awaitsReply;

/** How many conversations of the tab each filter button would show. */
export function countByFilter(entries: readonly ListEntry[], tab: ListTab): Record<ListFilter, number> {
  const counts: Record<ListFilter, number> = { attending: 0, idle: 0, closed: 0 };
  for (const entry of entries) if (inTab(entry, tab)) counts[entry.filter] += 1;
  return counts;
}

export function countByTab(entries: readonly ListEntry[]): Record<ListTab, number> {
  return { inbox: entries.length, reply: entries.filter((e) => e.awaitsReply).length };
}

/**
 * The rows a tab shows under the chosen filters; no filter chosen shows them all. The open
 * conversation (`open`) keeps its row in the Reply tab once answered, so the row the agent is
 * working on does not jump away from under them; it leaves when they move on.
 */
export function visibleEntries(entries: readonly ListEntry[], tab: ListTab, filters: readonly ListFilter[], open?: string | null): ListEntry[] {
  return entries.filter(
    (e) => (inTab(e, tab) || (e.conversationId === open && e.filter !== 'closed')) && (filters.length === 0 || filters.includes(e.filter)),
  );
}

/** Finished conversations still waiting for their tabulation. */
export function pendingTabulation(entries: readonly ListEntry[]): ListEntry[] {
  return entries.filter((e) => e.filter === 'closed' && e.pendingTab);
}
