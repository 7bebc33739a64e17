import { own } from './own';
import { SECOND } from './clock';
import { findUser, type ModelContext } from './context';
import { copy, isOpen, recordOf } from './conversationOps';
import { refreshDerived } from './derive';
import { systemInactiveAt } from './inactivity';
import { createMessage } from './messages';
import { isChatChannel } from './skills';
import { DemoError, type DemoFile, type DemoMessage } from './types';

/**
 * Share of agent messages a simulated consumer answers; the rest go quiet and turn inactive once
 * inactivityTime has passed (inactivity.ts).
 */
const REPLY_RATE = 0.85;

export type AgentSendOptions = { userId: string; clientId?: string | undefined; file?: DemoFile | undefined };

/**
 * The agent answers. Idempotent per clientId: a retry of the same send returns the message the
 * first attempt created instead of adding a second one.
 */
export function agentSends(ctx: ModelContext, conversationId: string, text: string, options: AgentSendOptions): DemoMessage {
  const record = recordOf(ctx, conversationId);
  const user = findUser(ctx, options.userId);
  const c = record.conversation;
  if (!user) throw new DemoError(401, 'authorization', 'Invalid request');
  if (user.role !== 'manager' && !c.users.some((u) => u.user_id === user.id)) {
    throw new DemoError(403, 'conversation', 'Access denied, contact your supervisor');
  }
  const previousId = options.clientId ? own(record.clientIds, options.clientId) : undefined;
  const previous = previousId ? record.messages.find((m) => m._id === previousId) : undefined;
  if (previous) return copy(previous);
  if (!isOpen(c)) throw new DemoError(409, 'conversation', 'Conversation is closed');
  if (!text.trim() && !options.file) throw new DemoError(400, 'text', 'Message text is required');

  const now = ctx.now();
  const by = c.users.some((u) => u.user_id === user.id) ? 'agent' : 'manager';
  const message = createMessage({
    id: ctx.nextId(),
    previous: record.messages.at(-1),
    by,
    text,
    at: now,
    user,
    clientId: options.clientId,
  });
  if (options.file) message.files = [options.file];
  record.messages.forEach((m) => {
    if (m.unread) m.unread = false;
  });
  record.messages.push(message);
  if (options.clientId) record.clientIds[options.clientId] = message._id;

  // What the simulated consumer will do about it (the simulation acts when the time comes).
  const delay = ctx.rng.int(4, 15) * SECOND;
  const replies = ctx.rng.chance(REPLY_RATE);
  record.pending = {};
  const inactiveAt = systemInactiveAt(c, now);
  if (isChatChannel(c.channel) && replies) record.pending.replyAt = now + delay;
  else if (inactiveAt !== undefined) record.pending.inactiveAt = inactiveAt;
  refreshDerived(record);
  return copy(message);
}

/** The consumer writes: the conversation becomes active again and its agents hear of it. */
/** The most files one consumer message may carry. */
export const MAX_SENT_FILES = 10;

export function consumerSends(ctx: ModelContext, conversationId: string, text: string, files: readonly DemoFile[] = []): DemoMessage {
  const record = recordOf(ctx, conversationId);
  const c = record.conversation;
  if (!isOpen(c)) throw new DemoError(409, 'conversation', 'Conversation is closed');
  if (!Array.isArray(files) || files.length > MAX_SENT_FILES || files.some((f) => typeof f?.file_url !== 'string')) {
    throw new DemoError(400, 'files', `Up to ${MAX_SENT_FILES} files, each with a file_url`);
  }
  if (!text.trim() && !files.length) throw new DemoError(400, 'text', 'Message text is required');
  const message = createMessage({
    id: ctx.nextId(),
    previous: record.messages.at(-1),
    by: 'consumer',
    text,
    at: ctx.now(),
    unread: true,
  });
  message.files = files.map((f) => ({
    file_url: f.file_url,
    file_name: String(f.file_name ?? ''),
    mime_type: String(f.mime_type ?? 'application/octet-stream'),
    ...(f.thumb_url === undefined ? {} : { thumb_url: String(f.thumb_url) }),
  }));
  record.messages.push(message);
  record.pending = {};
  if (c.status === 'inactive') {
    c.status = 'active';
    c.statusTriggers = {};
    c.chatInfo = { ...c.chatInfo, status: 'active' };
  }
  refreshDerived(record);
  c.users.forEach((u) =>
    ctx.emit({ userId: u.user_id, event: 'newMessageTelegram', payload: { conversationId, message: copy(message) } }),
  );
  return copy(message);
}
