import { own } from './own';
import { iso, SECOND } from './clock';
import { topicById, topicsForSkill } from './content/topics';
import { findUser, type ModelContext } from './context';
import { answeredPosChat } from './conversationDetails';
import { createConversationRecord } from './conversationFactory';
import { refreshDerived } from './derive';
import { isTabRequired } from './features';
import { createMessage } from './messages';
import { chatChannels, isChatChannel, skillsForChannel } from './skills';
import { type ConversationRecord, type DemoChannel, type DemoConversation, DemoError } from './types';

/** Conversation lifecycle: arrival, the consumer closing, inactivity, end of post-chat. */

const channels: readonly DemoChannel[] = ['whatsapp', 'webchat', 'telefone', 'real_automation'];
const MAX_FINISHED = 30;

export const isOpen = (c: Pick<DemoConversation, 'status'>) => c.status === 'active' || c.status === 'inactive';

export function recordOf(ctx: ModelContext, conversationId: string): ConversationRecord {
  const record = own(ctx.state.conversations, conversationId);
  if (!record) throw new DemoError(404, 'conversation', 'Conversation not found');
  return record;
}

/** Payloads are copies: an event or response must never alias live state. */
export const copy = <T>(value: T): T => structuredClone(value);

export function listConversations(ctx: ModelContext, userId: string): DemoConversation[] {
  return Object.values(ctx.state.conversations)
    .filter((r) => r.conversation.users.some((u) => u.user_id === userId))
    .map((r) => copy(r.conversation));
}

function notify(ctx: ModelContext, record: ConversationRecord, fn: (userId: string) => void) {
  record.conversation.users.forEach((u) => fn(u.user_id));
}

/** `consumerId`: who is calling, when known (a phone attendance the agent registers). */
export type NewConversationOptions = {
  channel?: string;
  skillId?: string;
  userId: string;
  consumerId?: string;
  /** The id it gets (any id a server may send: `constructor`, `__proto__`...); by default a generated one. */
  conversationId?: string;
  /** Its thread holds at least this many messages (up to MAX_THREAD_LENGTH): a long history to page and scroll through. */
  length?: number;
  /** AI summary on or off for it (by default: on for the chat channels, off for phone and tickets). */
  aiSummary?: boolean;
};

/** The longest thread a new conversation may be asked for. */
export const MAX_THREAD_LENGTH = 10_000;
/** The longest id a new conversation may be given (the workspace refuses longer ones). */
const MAX_ID_LENGTH = 200;

function checkNewId(ctx: ModelContext, id: string | undefined): void {
  if (id === undefined) return;
  if (typeof id !== 'string' || !id.trim() || id.length > MAX_ID_LENGTH) throw new DemoError(400, 'conversationId', 'Invalid conversation id');
  if (own(ctx.state.conversations, id)) throw new DemoError(409, 'conversationId', 'Conversation id already in use');
}

export function newConversation(ctx: ModelContext, options: NewConversationOptions): string {
  const user = findUser(ctx, options.userId);
  if (!user) throw new DemoError(404, 'user', 'User not found');
  const skill = options.skillId ? ctx.state.skills.find((s) => s.id === options.skillId) : undefined;
  if (options.skillId && !skill) throw new DemoError(404, 'skillId', 'Skill not found');
  checkNewId(ctx, options.conversationId);
  const length = options.length ?? 0;
  if (!Number.isInteger(length) || length < 0 || length > MAX_THREAD_LENGTH) {
    throw new DemoError(400, 'length', `length must be a whole number from 0 to ${MAX_THREAD_LENGTH}`);
  }
  if (options.channel && !channels.includes(options.channel as DemoChannel)) {
    throw new DemoError(400, 'channel', `Unknown channel ${options.channel}`);
  }
  const channel = (options.channel as DemoChannel | undefined) ?? ctx.rng.pick(skill?.channels ?? chatChannels);
  if (skill && !skill.channels.includes(channel)) throw new DemoError(400, 'channel', `${skill.name} does not serve ${channel}`);
  const chosen = skill ?? ctx.rng.pick(skillsForChannel(ctx.state.skills, channel));
  const topic = ctx.rng.pick(topicsForSkill(chosen.id));

  // A consumer who has nothing open right now.
  const busy = new Set(Object.values(ctx.state.conversations).filter((r) => isOpen(r.conversation)).map((r) => r.consumerId));
  const free = ctx.state.consumers.filter((c) => !busy.has(c.id));
  const known = options.consumerId ? ctx.state.consumers.find((c) => c.id === options.consumerId) : undefined;
  const consumer = known ?? ctx.rng.pick(free.length > 0 ? free : ctx.state.consumers);

  const record = createConversationRecord(ctx, {
    consumer,
    skill: chosen,
    channel,
    topic,
    user,
    status: 'active',
    // A long history is one the agent has been answering all along.
    worked: length > 0,
    length,
    lastAt: ctx.now(),
    ...(options.conversationId === undefined ? {} : { id: options.conversationId }),
  });
  if (options.aiSummary !== undefined) record.conversation.isAiSummaryEnabled = !!options.aiSummary;
  const id = record.conversation.conversationId;
  ctx.state.conversations[id] = record;
  pruneFinished(ctx);
  ctx.emit({ userId: user.id, event: 'newMessageQueue', payload: { conversation: copy(record.conversation) } });
  return id;
}

function appendSystem(ctx: ModelContext, record: ConversationRecord, text: string): void {
  const message = createMessage({ id: ctx.nextId(), previous: record.messages.at(-1), by: 'system', text, at: ctx.now() });
  record.messages.push(message);
}


export function closeByClient(ctx: ModelContext, conversationId: string): void {
  const record = recordOf(ctx, conversationId);
  const c = record.conversation;
  if (!isOpen(c)) throw new DemoError(409, 'conversation', 'Conversation is already closed');
  const hasPosChat = isChatChannel(c.channel);
  const end = iso(ctx.now());
  appendSystem(ctx, record, 'O cliente encerrou a conversa.');
  c.status = hasPosChat ? 'pos-chat' : 'closed';
  c.end = end;
  c.closedBy = 'client';
  c.pendingTab = isTabRequired(ctx) && !c.conversationTab;
  c.chatInfo = { ...c.chatInfo, status: c.status, end, closedBy: 'client', closedByRole: 'client' };
  record.pending = hasPosChat ? { endPosChatAt: ctx.now() + ctx.rng.int(15, 40) * SECOND } : {};
  refreshDerived(record);
  notify(ctx, record, (userId) =>
    ctx.emit({ userId, event: 'closeConversationByClient', payload: { conversationId, end, hasPosChat } }),
  );
}

/** The consumer answered the satisfaction survey: pos-chat becomes closed. */
export function endPosChat(ctx: ModelContext, conversationId: string): void {
  const record = recordOf(ctx, conversationId);
  const c = record.conversation;
  record.pending = {};
  if (c.status !== 'pos-chat') return;
  c.status = 'closed';
  c.posChat = answeredPosChat();
  c.chatInfo = { ...c.chatInfo, status: 'closed', posChat: c.posChat };
  notify(ctx, record, (userId) => ctx.emit({ userId, event: 'endPosChat', payload: { conversationId } }));
}

/**
 * The conversation turns inactive (the consumer went quiet), by the system's timer or at the
 * request of an agent's workspace (POST change-status): its participants hear of it, except
 * `requestedBy`, whose workspace already applied it from the answer.
 */
export function markInactive(ctx: ModelContext, conversationId: string, requestedBy?: string): void {
  const record = recordOf(ctx, conversationId);
  const c = record.conversation;
  delete record.pending.inactiveAt;
  if (c.status !== 'active') return;
  appendSystem(ctx, record, 'Conversa marcada como inativa por falta de interação do cliente.');
  c.status = 'inactive';
  c.statusTriggers = { ...c.statusTriggers, inactive: iso(ctx.now()) };
  c.chatInfo = { ...c.chatInfo, status: 'inactive' };
  refreshDerived(record);
  notify(ctx, record, (userId) => {
    if (userId === requestedBy) return;
    ctx.emit({ userId, event: 'inactiveConversationBySystem', payload: { conversationId, inactivityTime: c.inactivityTime } });
  });
}

/** Keeps the persisted state small: only the newest finished conversations stay. */
function pruneFinished(ctx: ModelContext): void {
  const finished = Object.values(ctx.state.conversations).filter((r) => !isOpen(r.conversation));
  finished.sort((a, b) => Date.parse(a.conversation.end ?? '') - Date.parse(b.conversation.end ?? ''));
  for (const record of finished.slice(0, Math.max(0, finished.length - MAX_FINISHED))) {
    delete ctx.state.conversations[record.conversation.conversationId];
  }
}

export const topicOf = (record: ConversationRecord) => topicById(record.topicId);
