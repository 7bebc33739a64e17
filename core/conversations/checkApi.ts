import * as z from 'zod/mini';
import { call } from '../api/client';
import { endpoints } from '../api/endpoints';

const conversationsCheckSchema = z.object({ data: z.object({ isOk: z.boolean() }) });
const messagesCheckSchema = z.object({ data: z.object({ data: z.object({ isOk: z.boolean() }) }) });

/** POST /conversations-check: does the server agree these active and inactive conversations are ours? */
export async function checkConversations(conversationIds: readonly string[]): Promise<boolean> {
  const answer = await call('post', endpoints.conversationsCheck(), conversationsCheckSchema, { body: { conversations: conversationIds } });
  return answer.data.isOk;
}

/** POST /messages-check: does the server count the same consumer messages in these conversations? */
export async function checkMessages(counts: Record<string, number>): Promise<boolean> {
  const answer = await call('post', endpoints.messagesCheck(), messagesCheckSchema, { body: { data: counts } });
  return answer.data.data.isOk;
}
