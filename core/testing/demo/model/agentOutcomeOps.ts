import { iso, SECOND } from './clock';
import { findUser, type ModelContext } from './context';
import { copy, isOpen, recordOf } from './conversationOps';
import { refreshDerived } from './derive';
import { isTabRequired } from './features';
import { createMessage } from './messages';
import { isChatChannel } from './skills';
import { type ConversationRecord, DemoError } from './types';

/**
 * How a conversation leaves its agent from the workspace: closed (POST change-status
 * { status: 'closed' }), tabulated (the tabulation slice's PUT tab) and handed on (the transfer
 * slice's PUT transfer/skill|user). The slices keep their own data (the tab tree, favourites...);
 * the conversation itself is the core's.
 */

function appendSystem(ctx: ModelContext, record: ConversationRecord, text: string): void {
  record.messages.push(createMessage({ id: ctx.nextId(), previous: record.messages.at(-1), by: 'system', text, at: ctx.now() }));
}

/** The conversation, if `userId` takes part in it (404 otherwise, as the server hides others'). */
function participantRecord(ctx: ModelContext, conversationId: string, userId: string): ConversationRecord {
  const record = recordOf(ctx, conversationId);
  if (!record.conversation.users.some((u) => u.user_id === userId)) throw new DemoError(404, 'conversation', 'Conversation not found');
  return record;
}

/** What change-status answers a close with. */
export type CloseAnswer = { hasPosChat: boolean; conversationTA: { status: 'closed' | 'pos-chat'; start: string; end: string } };

/**
 * The agent closes an open conversation: chat channels go to post-chat (the survey), phone and
 * tickets close. Without a tabulation it owes one while the Tab feature is required. The other
 * participants hear closeConversationByAgent; the agent's workspace applies the answer.
 */
export function closeByAgent(ctx: ModelContext, conversationId: string, userId: string, tabId?: string): CloseAnswer {
  const record = participantRecord(ctx, conversationId, userId);
  const c = record.conversation;
  if (!isOpen(c)) throw new DemoError(409, 'conversation', 'This attendance has already been finished');
  const user = findUser(ctx, userId)!;
  const hasPosChat = isChatChannel(c.channel);
  const end = iso(ctx.now());
  appendSystem(ctx, record, `${user.name} encerrou a conversa.`);
  c.status = hasPosChat ? 'pos-chat' : 'closed';
  c.end = end;
  c.closedBy = 'agent';
  c.pendingTab = isTabRequired(ctx) && !c.conversationTab;
  c.chatInfo = { ...c.chatInfo, status: c.status, end, closedBy: user.name, closedByRole: 'agent', ...(tabId ? { tabId } : {}) };
  record.pending = hasPosChat ? { endPosChatAt: ctx.now() + ctx.rng.int(15, 40) * SECOND } : {};
  refreshDerived(record);
  for (const u of c.users) {
    if (u.user_id !== userId) ctx.emit({ userId: u.user_id, event: 'closeConversationByAgent', payload: { conversationId, end, hasPosChat } });
  }
  return { hasPosChat, conversationTA: { status: c.status, start: c.start, end } };
}

/** A tabulation registered for the conversation (the tabulation slice keeps the entries themselves). */
export function recordTab(ctx: ModelContext, conversationId: string, userId: string, tab: { tabId: string; tabName: string }): void {
  const record = participantRecord(ctx, conversationId, userId);
  const c = record.conversation;
  c.conversationTab = { tabId: tab.tabId, tabName: tab.tabName, date: iso(ctx.now()) };
  c.pendingTab = false;
  c.chatInfo = { ...c.chatInfo, tabId: tab.tabId, tabName: tab.tabName };
}

/**
 * A tabulation removed (the tabulation slice's DELETE tab): the conversation's tab goes back to
 * `previous` (the newest one left), or to none, and a finished conversation owes one again while
 * the Tab feature is required.
 */
export function clearTab(ctx: ModelContext, conversationId: string, userId: string, previous?: { tabId: string; tabName: string; date: string }): void {
  const record = participantRecord(ctx, conversationId, userId);
  const c = record.conversation;
  c.conversationTab = previous ? { ...previous } : null;
  c.pendingTab = !previous && !isOpen(c) && isTabRequired(ctx);
  const { tabId: _tabId, tabName: _tabName, ...info } = c.chatInfo;
  c.chatInfo = previous ? { ...info, tabId: previous.tabId, tabName: previous.tabName } : info;
}

/** Where a transfer sends the conversation: a skill's queue, or an agent (within a skill). */
export type HandOverTarget = { kind: 'skill'; skillId: string } | { kind: 'user'; userId: string; skillId: string };

/**
 * The agent hands the conversation on, with a reason. It leaves every current participant
 * (the others hear transferConversationByAgent; the agent's workspace applies the answer); an
 * agent target gets it as an arrival; a skill target holds it in the skill's queue.
 */
export function handOver(ctx: ModelContext, conversationId: string, fromUserId: string, target: HandOverTarget, commentary: string): void {
  const record = recordOf(ctx, conversationId);
  const c = record.conversation;
  if (!isOpen(c) || !c.users.some((u) => u.user_id === fromUserId)) {
    throw new DemoError(409, 'conversation', 'This attendance has already been transferred');
  }
  const from = findUser(ctx, fromUserId)!;
  const skill = ctx.state.skills.find((s) => s.id === target.skillId);
  if (!skill) throw new DemoError(404, 'skill', 'Skill not found');
  const to = target.kind === 'user' ? findUser(ctx, target.userId) : undefined;
  if (target.kind === 'user' && !to) throw new DemoError(404, 'user', 'User not found');
  const now = iso(ctx.now());
  const label = to ? `Transferida por ${from.name} para ${to.name}` : `Transferida por ${from.name} para a fila ${skill.name}`;
  appendSystem(ctx, record, `${label}. Motivo: ${commentary}`);
  const previous = c.users.map((u) => u.user_id);
  (record.comments ??= []).push({ id: ctx.nextId(), created_at: now, skill_name_from: c.skillName, skill_name_to: skill.name, content: commentary });
  c.users = to ? [{ user_id: to.id, user_name: to.name, transferred_time: now }] : [];
  c.skillId = skill.id;
  c.skillName = skill.name;
  c.assignedTime = now;
  c.transferHistory = [...c.transferHistory, { type: 'transfer', label, date: now }];
  refreshDerived(record);
  for (const userId of previous) {
    if (userId !== fromUserId) ctx.emit({ userId, event: 'transferConversationByAgent', payload: { conversationId } });
  }
  if (to) ctx.emit({ userId: to.id, event: 'newMessageQueue', payload: { conversation: copy(c) } });
}
