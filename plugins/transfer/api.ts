import { BOUNDS, boundedList, call, getConfig, queryOptions } from '@tessera/core';
import { z } from 'zod';
import { transferOptionsEndpoint, transferToSkillEndpoint, transferToUserEndpoint } from './endpoints';

const id = z.union([z.string().min(1), z.number()]).transform(String);
const count = z.number().int().nonnegative().catch(0);

const skillSchema = z.object({ id, name: z.string().min(1), onlineUsers: count.default(0) });
/** An agent: `onlineUsers` is 1 while they are online (the spec's one field for both lists); `skillId` the skill they take it in. */
const userSchema = z.object({
  id,
  name: z.string().min(1),
  onlineUsers: count.default(0),
  skillId: id.optional().catch(undefined),
});
export type TransferSkill = z.infer<typeof skillSchema>;
export type TransferUser = z.infer<typeof userSchema>;

// A malformed skill or agent is left out with a diagnostic, the others kept (core's boundedList).
const optionsAnswer = z.object({
  data: z.object({
    skills: boundedList(skillSchema, BOUNDS.pluginItems, 'transfer skills').default([]),
    users: boundedList(userSchema, BOUNDS.pluginItems, 'transfer agents').default([]),
  }),
});
export type TransferOptions = z.infer<typeof optionsAnswer>['data'];

/** GET conversation/transfer?id=: where the conversation can go, with who is online now. */
export async function fetchTransferOptions(conversationId: string): Promise<TransferOptions> {
  return (await call('get', transferOptionsEndpoint(getConfig().product), optionsAnswer, { params: { id: conversationId } })).data;
}

/** Asked again on every opening (gcTime 0): online counts change by the minute. */
export const transferOptionsQuery = (conversationId: string) =>
  queryOptions({ queryKey: ['transfer', 'options', conversationId], queryFn: () => fetchTransferOptions(conversationId), gcTime: 0, retry: false });

/** Where the agent sends the conversation. */
export type TransferTarget = { kind: 'skill'; skillId: string; name: string } | { kind: 'user'; userId: string; skillId: string; name: string };

/** PUT transfer/skill or transfer/user ?id= with the reason; any 200 is success. */
export async function transferConversation(conversationId: string, target: TransferTarget, commentary: string): Promise<void> {
  const product = getConfig().product;
  const params = { id: conversationId };
  if (target.kind === 'skill') {
    await call('put', transferToSkillEndpoint(product), z.unknown(), { params, body: { skillId: target.skillId, commentary } });
  } else {
    await call('put', transferToUserEndpoint(product), z.unknown(), { params, body: { userId: target.userId, skillId: target.skillId, commentary } });
  }
}
