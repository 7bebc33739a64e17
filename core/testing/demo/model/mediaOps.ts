import { keyedRecord } from './own';
import type { ModelContext } from './context';
import { copy, newConversation, recordOf } from './conversationOps';
import { refreshDerived } from './derive';
import { createMessage } from './messages';
import { consumerSends } from './messageOps';
import { magicOf, sampleFile, type SampleKind } from './sampleFiles';
import { DemoError, type DemoAuthor, type DemoMessage } from './types';

/** Files consumers send, messages from every kind of author, and what agents uploaded: the demo's media. */

function dataUrlOf(mime: string, bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${mime};base64,${btoa(binary)}`;
}

function bytesOf(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

const captions: Record<SampleKind, string> = {
  image: 'Segue a foto do dano no para-choque.',
  pdf: 'Mandei a segunda via da apólice em PDF.',
  audio: '',
};

/**
 * The consumer sends a real file of `kind` (a PNG photo, a PDF, a voice note), served by the demo at
 * `urlOf(fileId)`; images carry their own thumbnail.
 */
export function consumerSendsFile(ctx: ModelContext, conversationId: string, kind: SampleKind, urlOf: (fileId: string) => string): DemoMessage {
  if (!['image', 'pdf', 'audio'].includes(kind)) throw new DemoError(400, 'kind', 'kind must be image, pdf or audio');
  const record = recordOf(ctx, conversationId);
  const fileId = ctx.nextId();
  const sample = sampleFile(kind, Object.keys(ctx.state.uploads ?? {}).length + 1);
  (ctx.state.uploads ??= keyedRecord())[fileId] = {
    conversationId,
    userId: `consumer:${record.consumerId}`,
    file_name: sample.file_name,
    mime_type: sample.mime_type,
    dataUrl: dataUrlOf(sample.mime_type, sample.bytes),
  };
  const url = urlOf(fileId);
  const file = { file_url: url, file_name: sample.file_name, mime_type: sample.mime_type, ...(kind === 'image' ? { thumb_url: url } : {}) };
  return consumerSends(ctx, conversationId, captions[kind], [file]);
}

export type AuthoredMessage = { by: Exclude<DemoAuthor, 'consumer'>; text: string; private?: boolean };

/** Which hub event carries a message of that author (spec 000 §7). */
function eventFor(message: DemoMessage) {
  if (message.private) return 'newMessagePrivate' as const;
  if (message.by === 'manager') return 'newMessageFromManager' as const;
  if (message.by === 'agent') return 'newMessageFromAgent' as const;
  return 'newMessageTelegram' as const;
}

/**
 * A message from someone other than the consumer: the conversation's agent (from another device),
 * a manager (the demo supervisor; a private note when `private`), the bot or the system. Its
 * participants hear it on the hub.
 */
export function authorSends(ctx: ModelContext, conversationId: string, { by, text, private: isPrivate = false }: AuthoredMessage): DemoMessage {
  if (!['agent', 'manager', 'bot', 'system'].includes(by)) throw new DemoError(400, 'by', 'by must be agent, manager, bot or system');
  if (!text.trim()) throw new DemoError(400, 'text', 'Message text is required');
  const record = recordOf(ctx, conversationId);
  const c = record.conversation;
  const agent = c.users[0] && ctx.state.users.find((u) => u.id === c.users[0]!.user_id);
  const user = by === 'manager' ? ctx.state.users.find((u) => u.role === 'manager') : by === 'agent' ? agent : undefined;
  if ((by === 'agent' || by === 'manager') && !user) throw new DemoError(409, 'conversation', 'Conversation has no agent');
  const message = createMessage({ id: ctx.nextId(), previous: record.messages.at(-1), by, text, at: ctx.now(), user, unread: true });
  if (isPrivate) message.private = true;
  record.messages.push(message);
  refreshDerived(record);
  const event = eventFor(message);
  c.users.forEach((u) => ctx.emit({ userId: u.user_id, event, payload: { conversationId, message: copy(message) } }));
  return copy(message);
}

export type UploadSeen = { name: string; type: string; size: number; magic: string };

/** What agents uploaded for their replies, oldest first: name, type, size in bytes and the first four bytes. */
export function agentUploads(ctx: Pick<ModelContext, 'state'>): UploadSeen[] {
  return Object.values(ctx.state.uploads ?? {})
    .filter((u) => !u.userId.startsWith('consumer:'))
    .map((u) => {
      const bytes = bytesOf(u.dataUrl);
      return { name: u.file_name, type: u.mime_type, size: bytes.length, magic: magicOf(bytes) };
    });
}

/** A chat for `userId` with exactly `messages` messages (1 to 10,000), newest last; resolves to its id. */
export function longConversation(ctx: ModelContext, userId: string, messages: number): string {
  if (!Number.isInteger(messages) || messages < 1 || messages > 10_000) throw new DemoError(400, 'messages', 'messages must be 1 to 10,000');
  const id = newConversation(ctx, { channel: 'whatsapp', userId, length: messages });
  const record = recordOf(ctx, id);
  // The script makes at least that many: keep the newest, the first now starting the thread.
  if (record.messages.length > messages) {
    record.messages = record.messages.slice(-messages);
    record.messages[0]!.previousId = null;
    refreshDerived(record);
  }
  return id;
}

/**
 * PATCH message/favorite/{messageId} { favorite }: a message of a conversation the user takes part
 * in (or manages) is starred or unstarred; 404 for a message they cannot see.
 */
export function setFavorite(ctx: ModelContext, messageId: string, userId: string, favorite: boolean): void {
  const user = ctx.state.users.find((u) => u.id === userId);
  for (const record of Object.values(ctx.state.conversations)) {
    const message = record.messages.find((m) => m._id === messageId);
    if (!message) continue;
    if (user?.role !== 'manager' && !record.conversation.users.some((u) => u.user_id === userId)) break;
    message.favorite = favorite;
    return;
  }
  throw new DemoError(404, 'message', 'Message not found');
}
