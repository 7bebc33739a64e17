import { z } from 'zod';
import { call } from '../api/client';
import { endpoints } from '../api/endpoints';
import { getConfig } from '../config';
import { type Conversation, conversationSchema, MESSAGE_PAGE_SIZE, type Message, messageSchema } from '../schemas';
import { eachInSlices } from './inSlices';

const listSchema = z.object({ data: z.array(z.unknown()) });
const oneSchema = z.object({ data: z.object({ data: conversationSchema }) });
const pageSchema = z.object({ data: z.object({ messages: z.array(messageSchema) }) });
const sentSchema = z.object({ data: z.object({ message: messageSchema.optional() }).partial().nullish() });

/**
 * The conversation list. Each conversation is checked on its own: one malformed entry is
 * logged and left out instead of emptying the agent's whole list. Checked in slices: a list of
 * hundreds (read again by the periodic checks) never makes one long task.
 */
export async function fetchConversations(onMalformed: (raw: unknown, issues: string) => void): Promise<Conversation[]> {
  const { data } = await call('get', endpoints.conversations(getConfig().product), listSchema);
  const list: Conversation[] = [];
  await eachInSlices(data, (raw) => {
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

export async function postMessage(conversationId: string, text: string, clientId: string, date: string): Promise<Message | undefined> {
  const answer = await call('post', endpoints.sendMessage(conversationId), sentSchema, { body: { date, text, clientId } });
  return answer.data?.message;
}

/** POST change-status?id= { status: 'inactive' }: the consumer went quiet after the agent's message. */
export async function markConversationInactive(conversationId: string): Promise<void> {
  await call('post', endpoints.changeStatus(getConfig().product, conversationId), z.unknown(), { body: { status: 'inactive' } });
}
