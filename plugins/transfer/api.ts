import { BOUNDS, boundedList, call, getConfig, queryOptions } from '@tessera/core';
import * as z from 'zod/mini';
import { transferOptionsEndpoint, transferToSkillEndpoint, transferToUserEndpoint } from './endpoints';

const id = z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform((v) => String(v)));
const count = z.catch(z.number().check(z.int(), z.nonnegative()), 0);

const skillSchema = z.object({ id, name: z.string().check(z.minLength(1)), onlineUsers: z._default(count, 0) });
/** An agent: `onlineUsers` is 1 while they are online (the spec's one field for both lists); `skillId` the skill they take it in. */
const userSchema = z.object({
  id,
  name: z.string().check(z.minLength(1)),
  onlineUsers: z._default(count, 0),
  skillId: z.catch(z.optional(id), undefined),
});
export type TransferSkill = z.infer<typeof skillSchema>;
export type TransferUser = z.infer<typeof userSchema>;

// A malformed skill or agent is left out with a diagnostic, the others kept (core's boundedList).
const optionsAnswer = z.object({
  data: z.object({
    skills: z._default(boundedList(skillSchema, BOUNDS.pluginItems, 'transfer skills'), []),
    users: z._default(boundedList(userSchema, BOUNDS.pluginItems, 'transfer agents'), []),
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
