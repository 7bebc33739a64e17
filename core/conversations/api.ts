import * as z from 'zod/mini';
import { call } from '../api/client';
import { endpoints } from '../api/endpoints';
import { ApiError, errorFromResponse } from '../api/error';
import { logger } from '../logger';
import { getConfig } from '../config';
import { BOUNDS, type Conversation, conversationSchema, cutList, cutToBound, MESSAGE_PAGE_SIZE, type Message, messageSchema } from '../schemas';
import { eachInSlices } from './inSlices';
import { jsonListItems } from './jsonList';

const listSchema = z.object({ data: cutList(BOUNDS.conversations, 'conversation list') });
const oneSchema = z.object({ data: z.object({ data: conversationSchema }) });
const pageSchema = z.object({ data: z.object({ messages: z.array(messageSchema) }) });
const sentSchema = z.object({ data: z.nullish(z.partial(z.object({ message: z.optional(messageSchema) }))) });

/** A 200 answer as its text, to be read item by item; any other as JSON, for the server's message. */
const answerAsText = {
  responseType: 'text' as const,
  transformResponse: [
    (data: unknown, _headers: unknown, status?: number) => {
      if (status === 200 || typeof data !== 'string') return data;
      try {
        return JSON.parse(data) as unknown;
      } catch {
        return data;
      }
    },
  ],
};

/** The list answer read whole (it is not `{ "data": [...] }` as read item by item): checked as any answer. */
function wholeList(text: string): unknown[] {
  try {
    const parsed = listSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data.data;
  } catch {
    // Not JSON: refused below.
  }
  logger.warn('[api] GET conversation: unexpected answer');
  throw new ApiError(errorFromResponse(500, undefined).message, 200);
}

/**
 * The conversation list. Each conversation is checked on its own: one malformed entry is
 * logged and left out instead of emptying the agent's whole list. Read and checked in slices: a
 * list of thousands (megabytes of JSON) never makes one long task, not even to parse the answer.
 */
export async function fetchConversations(onMalformed: (raw: unknown, issues: string) => void): Promise<Conversation[]> {
  const text = await call('get', endpoints.conversations(getConfig().product), z.string(), answerAsText);
  const items = await jsonListItems(text, 'data');
  const data: unknown[] = items ? cutToBound(items, BOUNDS.conversations, 'conversation list') : wholeList(text);
  const list: Conversation[] = [];
  await eachInSlices(data, (item) => {
    let raw: unknown = item;
    if (items) {
      try {
        raw = JSON.parse(item as string);
      } catch {
        onMalformed(item, 'not JSON');
        return;
      }
    }
    const parsed = conversationSchema.safeParse(raw);
    if (parsed.success) list.push(parsed.data);
    else onMalformed(raw, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  });
  return list;
}

export async function fetchConversation(conversationId: string): Promise<Conversation> {
  const answer = await call('get', endpoints.conversations(getConfig().product), oneSchema, { params: { id: conversationId } });
  return answer.data.data;
}

/** One page of messages, 15 a page, page 1 the newest (spec 001 §7, §9). */
export async function fetchMessagePage(conversationId: string, page: number): Promise<Message[]> {
  const answer = await call('get', endpoints.messagePage(getConfig().product), pageSchema, {
    params: { conversationId, page, qtd: MESSAGE_PAGE_SIZE },
  });
  return answer.data.messages;
}

export async function postMessage(conversationId: string, text: string, clientId: string, date: string, fileId?: string): Promise<Message | undefined> {
  const body = { date, clientId, ...(text ? { text } : {}), ...(fileId ? { fileId } : {}) };
  const answer = await call('post', endpoints.sendMessage(conversationId), sentSchema, { body });
  return answer.data?.message;
}

const uploadedSchema = z.object({ data: z.object({ fileId: z.pipe(z.union([z.string(), z.number()]), z.transform((v) => String(v))) }) });

/** Uploads a file for a reply (multipart, field 'file'); resolves to the id the reply carries. */
export async function uploadFile(conversationId: string, file: File, now: number = Date.now()): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await call('post', endpoints.uploadFile(conversationId, now), uploadedSchema, { body: form });
  return answer.data.fileId;
}

/** POST change-status?id= { status: 'inactive' }: the consumer went quiet after the agent's message. */
export async function markConversationInactive(conversationId: string): Promise<void> {
  await call('post', endpoints.changeStatus(getConfig().product, conversationId), z.unknown(), { body: { status: 'inactive' } });
}
