import { BOUNDS, boundedList, boundedText, call, getConfig, queryOptions } from '@tessera/core';
import * as z from 'zod/mini';
import { commentsEndpoint } from './endpoints';

const textOr = (max: number, what: string) => z.pipe(z.nullish(boundedText(max, what)), z.transform((v) => v ?? ''));

/** A transfer's reason as the server keeps it (spec 001 §3 Conversation comment). */
const commentSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform((v) => String(v))),
  created_at: z.string(),
  skill_name_from: textOr(BOUNDS.name, 'comment skill'),
  skill_name_to: textOr(BOUNDS.name, 'comment skill'),
  content: textOr(BOUNDS.messageText, 'comment'),
});
export type TransferComment = { id: string; created_at: string; skill_name_from: string; skill_name_to: string; content: string };

const comments = boundedList(commentSchema, BOUNDS.pluginItems, 'transfer comments');
/** GET comments: { data: [comments] } (some backends nest it as { data: { comments } }). */
const commentsAnswer = z.object({
  data: z.pipe(
    z.transform((v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) && 'comments' in v ? (v as { comments: unknown }).comments : v)),
    comments,
  ),
});

const normal = (list: readonly TransferComment[]): TransferComment[] => list.map((c) => ({ ...c }));

/** The comments a conversation carries itself (conversationsComments), when it does and they read as such. */
export function carriedComments(conversation: unknown): TransferComment[] | undefined {
  const carried = (conversation as { conversationsComments?: unknown } | undefined)?.conversationsComments;
  if (!Array.isArray(carried)) return undefined;
  const parsed = comments.safeParse(carried);
  return parsed.success ? normal(parsed.data) : undefined;
}

/** The conversation's transfer comments, oldest first: asked once per conversation and session. */
export const commentsQuery = (chatId: string) =>
  queryOptions({
    queryKey: ['customer', 'comments', chatId],
    queryFn: async () => normal((await call('get', commentsEndpoint(getConfig().product, chatId), commentsAnswer)).data),
    staleTime: Infinity,
  });
