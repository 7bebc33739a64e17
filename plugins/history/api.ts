import { ApiError, BOUNDS, boundedList, boundedRecord, boundedText, call, endpoints, getConfig, idString, MESSAGE_PAGE_SIZE, type Message, messageSchema, queryOptions } from '@tessera/core';
import * as z from 'zod/mini';
import { commentsEndpoint, consumerConversationsEndpoint, goalsEndpoint, protocolEndpoint } from './endpoints';

const nullable = <T extends z.core.$ZodType>(schema: T) => z.pipe(z.nullish(schema), z.transform((v) => v ?? undefined));
const text = (max: number, what: string) => nullable(boundedText(max, what));
/** true, 'true' or 1: servers differ in how they say yes. */
const yes = z.pipe(
  z.catch(z.nullish(z.union([z.boolean(), z.string(), z.number()])), undefined),
  z.transform((v) => v === true || v === 'true' || v === 1),
);
/** A percentage as a number: 96, '96.0', '96,5', '96%'; anything else is missing. */
export function readPercent(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const plain = value.trim().replace(/%$/, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return undefined;
  return Number(plain);
}

/** A transfer reason (spec 001 §3 Conversation comment). */
const commentSchema = z.object({
  id: idString,
  created_at: z.string(),
  skill_name_from: z.optional(text(BOUNDS.name, 'comment skill')),
  skill_name_to: z.optional(text(BOUNDS.name, 'comment skill')),
  content: z.pipe(z.nullish(boundedText(BOUNDS.messageText, 'comment')), z.transform((v) => v ?? '')),
});
export type HistoryComment = z.infer<typeof commentSchema>;

/**
 * One earlier conversation of the consumer as the history lists it: spec 001 §3 Conversation,
 * read leniently (only the id is required). A server that sends its messages and transfer
 * comments with it (`messages`, `conversationsComments`) saves the detail a call.
 */
export const pastConversationSchema = z.object({
  conversationId: idString,
  channel: z.optional(text(100, 'channel')),
  status: z.optional(text(40, 'status')),
  protocol: z.pipe(z.nullish(z.union([z.string(), z.number()])), z.transform((v) => (v === null || v === undefined ? undefined : String(v)))),
  skillName: z.optional(text(BOUNDS.name, 'skill name')),
  start: z.optional(text(40, 'start')),
  end: z.optional(text(40, 'end')),
  closedBy: z.optional(text(40, 'closed by')),
  consumer: z.optional(z.catch(z.nullish(z.object({ id: idString, name: z.optional(text(BOUNDS.name, 'consumer name')) })), undefined)),
  isResearched: yes,
  csat: z.pipe(z.catch(z.unknown(), undefined), z.transform(readPercent)),
  users: z.pipe(
    z.catch(nullable(boundedList(z.object({ user_name: z.optional(text(BOUNDS.name, 'user name')) }), BOUNDS.conversationUsers, 'history users')), undefined),
    z.transform((v) => v ?? []),
  ),
  chatInfo: z.catch(nullable(boundedRecord(BOUNDS.infoKeys, 'history chat information')), undefined),
  messages: z.catch(nullable(boundedList(messageSchema, BOUNDS.pluginItems, 'history messages')), undefined),
  conversationsComments: z.catch(nullable(boundedList(commentSchema, BOUNDS.conversationEntries, 'history comments')), undefined),
});
export type PastConversation = z.infer<typeof pastConversationSchema>;

const pastList = boundedList(pastConversationSchema, BOUNDS.pluginItems, 'consumer history');
/**
 * GET consumer/{id}/conversations/{channel}: `{ data: { [conversationId]: conversation } }` (spec 001 §7:
 * keyed by conversationId); a list is taken too, and `{ data: { conversations } }`.
 */
const historyAnswer = z.object({
  data: z.pipe(
    z.transform((raw: unknown) => {
      if (Array.isArray(raw)) return raw;
      if (raw && typeof raw === 'object') {
        const inner = (raw as { conversations?: unknown }).conversations;
        if (Array.isArray(inner)) return inner;
        return Object.entries(raw as Record<string, unknown>)
          .filter(([key, value]) => key !== '__proto__' && value && typeof value === 'object')
          .map(([key, value]) => ({ conversationId: key, ...(value as object) }));
      }
      return [];
    }),
    pastList,
  ),
});

/** Newest first, by end (else start). */
const newestFirst = (a: PastConversation, b: PastConversation) => (Date.parse(b.end ?? b.start ?? '') || 0) - (Date.parse(a.end ?? a.start ?? '') || 0);

/** The consumer's earlier conversations (a failure is the caller's to keep quiet about: spec 001 §8). */
export async function fetchHistory(consumerId: string, channel: string): Promise<PastConversation[]> {
  const answer = await call('get', consumerConversationsEndpoint(getConfig().product, consumerId, channel), historyAnswer);
  return [...answer.data].sort(newestFirst);
}

export const historyQuery = (consumerId: string, channel: string) =>
  queryOptions({ queryKey: ['history', 'consumer', consumerId, channel], queryFn: () => fetchHistory(consumerId, channel), staleTime: 60_000, retry: false });

/** GET conversations/{protocol}/protocol: `{ data: conversation }` or `{ data: { data: conversation } }`. */
const protocolAnswer = z.object({
  data: z.pipe(
    z.transform((raw: unknown) => (raw && typeof raw === 'object' && 'data' in raw && !('conversationId' in raw) ? (raw as { data: unknown }).data : raw)),
    pastConversationSchema,
  ),
});

export type ProtocolOutcome = { found: PastConversation } | { error: 'notFound' | 'generic' };

/**
 * The conversation with that protocol (spec 001 §4, §8): found, or why not. The server answering
 * with a status of its own (404 and the like) means there is no such conversation; no answer, a
 * server failure (5xx) or an answer that does not read is the generic error.
 */
export async function findByProtocol(protocol: string): Promise<ProtocolOutcome> {
  try {
    const answer = await call('get', protocolEndpoint(getConfig().product, protocol), protocolAnswer);
    return { found: answer.data };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : undefined;
    return { error: status !== undefined && status >= 400 && status < 500 ? 'notFound' : 'generic' };
  }
}

/** GET /goal-user's CSAT goal: `csat.goal` as a number or `{ value }`. */
const goalAnswer = z.object({
  data: z.looseObject({
    csat: z.catch(z.nullish(z.looseObject({ goal: z.unknown() })), undefined),
  }),
});
export async function fetchCsatGoal(): Promise<number | undefined> {
  const answer = await call('get', goalsEndpoint(), goalAnswer);
  const goal = answer.data.csat?.goal;
  return readPercent(goal && typeof goal === 'object' ? (goal as { value?: unknown }).value : goal);
}
export const csatGoalQuery = () => queryOptions({ queryKey: ['history', 'csatGoal'], queryFn: fetchCsatGoal, staleTime: 5 * 60_000, retry: false });

/** One page of a past conversation's messages (15 a page, page 1 the newest; spec 001 §7, §9). */
const pageAnswer = z.object({ data: z.object({ messages: boundedList(messageSchema, BOUNDS.pluginItems, 'history message page') }) });
export async function fetchMessagePage(conversationId: string, page: number): Promise<Message[]> {
  const answer = await call('get', endpoints.messagePage(getConfig().product), pageAnswer, { params: { conversationId, page, qtd: MESSAGE_PAGE_SIZE } });
  return answer.data.messages;
}

/** GET conversations/{chatId}/comments: `{ data: [comments] }` (or `{ data: { comments } }`). */
const commentsAnswer = z.object({
  data: z.pipe(
    z.transform((v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) && 'comments' in v ? (v as { comments: unknown }).comments : v)),
    boundedList(commentSchema, BOUNDS.conversationEntries, 'history comments'),
  ),
});
export const commentsQuery = (chatId: string) =>
  queryOptions({
    queryKey: ['history', 'comments', chatId],
    queryFn: async () => (await call('get', commentsEndpoint(getConfig().product, chatId), commentsAnswer)).data,
    staleTime: Infinity,
    retry: false,
  });
