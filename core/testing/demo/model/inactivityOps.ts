import { findUser, type ModelContext } from './context';
import { copy, isOpen, markInactive, recordOf } from './conversationOps';
import { refreshDerived } from './derive';
import { systemInactiveAt } from './inactivity';
import { type ConversationRecord, DemoError, type DemoMessage } from './types';

/** The operations of inactivity; the rule and its timings are in inactivity.ts. */

const isAgentSide = (m: DemoMessage) => m.by === 'agent' || m.by === 'manager';
/** The last message the consumer could have answered (system lines and private notes aside). */
const lastSaid = (record: ConversationRecord) => [...record.messages].reverse().find((m) => m.by !== 'system' && !m.private);

/**
 * POST change-status?id= { status: 'inactive' }, from the workspace of a participant (or a
 * manager). Refuses other statuses (400), a conversation the user cannot see (404) and a
 * finished one (409). Already inactive, or the consumer answered while the call was on its way:
 * nothing changes and the answer is still a success.
 */
export function changeStatus(ctx: ModelContext, conversationId: string, status: string, userId: string): void {
  if (status !== 'inactive') throw new DemoError(400, 'status', 'Only the inactive status can be set');
  const record = recordOf(ctx, conversationId);
  const c = record.conversation;
  const user = findUser(ctx, userId);
  if (!user || (user.role !== 'manager' && !c.users.some((u) => u.user_id === user.id))) {
    throw new DemoError(404, 'conversation', 'Conversation not found');
  }
  if (!isOpen(c)) throw new DemoError(409, 'conversation', 'Conversation is closed');
  const last = lastSaid(record);
  if (c.status !== 'active' || !last || !isAgentSide(last)) return;
  markInactive(ctx, conversationId, userId);
}

/**
 * The conversation's inactivity time becomes `seconds` (0: no timer); its participants get the
 * conversation again (conversationUpdated), and the system's backstop moves with it.
 */
export function setInactivityTime(ctx: ModelContext, conversationId: string, seconds: number): void {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new DemoError(400, 'inactivityTime', 'inactivityTime must be zero or a positive number of seconds');
  }
  const record = recordOf(ctx, conversationId);
  const c = record.conversation;
  c.inactivityTime = Math.round(seconds);
  if (record.pending.inactiveAt !== undefined) {
    const lastAgent = [...record.messages].reverse().find(isAgentSide);
    const at = lastAgent ? systemInactiveAt(c, Date.parse(lastAgent.sentTime)) : undefined;
    if (at === undefined) delete record.pending.inactiveAt;
    else record.pending.inactiveAt = at;
  }
  refreshDerived(record);
  c.users.forEach((u) => ctx.emit({ userId: u.user_id, event: 'conversationUpdated', payload: { conversation: copy(c) } }));
}
