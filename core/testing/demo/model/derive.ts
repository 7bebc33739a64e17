import { iso } from './clock';
import type { ConversationRecord } from './types';

const openStatuses = new Set(['active', 'inactive']);

/**
 * Recomputes what a conversation summarises from its messages (lastMessage, unreadCount, SLA
 * triggers), so every operation only edits messages and status and the summary cannot drift.
 * SLA (spec 000 §4): deadline = last agent message (or assignment) + slaLate seconds.
 */
export function refreshDerived(record: ConversationRecord): void {
  const { conversation, messages } = record;
  const last = messages[messages.length - 1];
  if (last) {
    conversation.lastMessage = { sentTime: last.sentTime, by: last.by, text: last.text, private: last.private };
  } else {
    delete conversation.lastMessage;
  }
  conversation.unreadCount = messages.filter((m) => m.unread).length;

  if (!openStatuses.has(conversation.status)) {
    conversation.statusTriggers = {};
    return;
  }
  const lastAgent = [...messages].reverse().find((m) => m.by === 'agent' || m.by === 'manager');
  const base = Date.parse(lastAgent?.sentTime ?? conversation.assignedTime);
  const triggers: { overdue?: string; inactive?: string } = { overdue: iso(base + conversation.slaLate * 1000) };
  if (conversation.status === 'inactive') {
    triggers.inactive = conversation.statusTriggers.inactive ?? iso(base + conversation.inactivityTime * 1000);
  } else if (conversation.inactivityTime > 0) {
    // When it will turn inactive if the consumer stays quiet; no timer without an inactivityTime.
    triggers.inactive = iso(base + conversation.inactivityTime * 1000);
  }
  conversation.statusTriggers = triggers;
}
