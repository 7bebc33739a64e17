import { iso } from './clock';
import { findUser, type ModelContext } from './context';
import { copy, isOpen, recordOf } from './conversationOps';
import { refreshDerived } from './derive';
import { createMessage } from './messages';
import { DemoError } from './types';

/** What supervision and the system do to a conversation: transfer it away, join it, change its SLA. */

function appendSystem(ctx: ModelContext, conversationId: string, text: string): void {
  const record = recordOf(ctx, conversationId);
  record.messages.push(createMessage({ id: ctx.nextId(), previous: record.messages.at(-1), by: 'system', text, at: ctx.now() }));
  refreshDerived(record);
}

/**
 * The routing system moves an open conversation to another agent of the company (the first
 * one, in account order, who does not hold it). Whoever held it hears transferConversationBySystem
 * and it leaves their list; the new agent gets it as an arrival.
 */
export function transferBySystem(ctx: ModelContext, conversationId: string): void {
  const record = recordOf(ctx, conversationId);
  const c = record.conversation;
  if (!isOpen(c)) throw new DemoError(409, 'conversation', 'This attendance has already been finished');
  const previous = c.users.map((u) => u.user_id);
  const to = ctx.state.users.find((u) => u.role === 'agent' && !previous.includes(u.id));
  if (!to) throw new DemoError(409, 'conversation', 'No user online');
  const now = iso(ctx.now());
  appendSystem(ctx, conversationId, `Conversa transferida pelo sistema para ${to.name}.`);
  c.users = [{ user_id: to.id, user_name: to.name, transferred_time: now }];
  c.assignedTime = now;
  c.transferHistory = [...c.transferHistory, { type: 'transfer', label: `Transferida pelo sistema para ${to.name}`, date: now }];
  refreshDerived(record);
  previous.forEach((userId) => ctx.emit({ userId, event: 'transferConversationBySystem', payload: { conversationId } }));
  ctx.emit({ userId: to.id, event: 'newMessageQueue', payload: { conversation: copy(c) } });
}

/** A supervisor joins the conversation: every participant hears managerJoinToConversation. */
export function managerJoin(ctx: ModelContext, conversationId: string, managerId: string): void {
  const record = recordOf(ctx, conversationId);
  const c = record.conversation;
  const manager = findUser(ctx, managerId);
  if (!manager || manager.role !== 'manager') throw new DemoError(403, 'user', 'Access denied, contact your supervisor');
  if (!isOpen(c)) throw new DemoError(409, 'conversation', 'This attendance has already been finished');
  if (c.users.some((u) => u.user_id === manager.id)) return;
  // No system line in the thread: no hub event would carry it to the agent live.
  c.users = [...c.users, { user_id: manager.id, user_name: manager.name, transferred_time: null }];
  const user = { user_id: manager.id, user_name: manager.name };
  c.users.forEach((u) => ctx.emit({ userId: u.user_id, event: 'managerJoinToConversation', payload: { conversationId, user } }));
}

/**
 * The conversation's SLA becomes `seconds` (the deadline moves with it). The participants get
 * the conversation's new details through the `conversationUpdated` extension event.
 */
export function setSlaLate(ctx: ModelContext, conversationId: string, seconds: number): void {
  if (!Number.isFinite(seconds) || seconds <= 0) throw new DemoError(400, 'slaLate', 'slaLate must be a positive number of seconds');
  const record = recordOf(ctx, conversationId);
  record.conversation.slaLate = Math.round(seconds);
  refreshDerived(record);
  const conversation = record.conversation;
  conversation.users.forEach((u) => ctx.emit({ userId: u.user_id, event: 'conversationUpdated', payload: { conversation: copy(conversation) } }));
}
