import { SECOND } from './clock';
import { topicsForSkill } from './content/topics';
import { findUser, type ModelContext } from './context';
import { createConversationRecord } from './conversationFactory';
import { copy } from './conversationOps';
import { skillsForChannel } from './skills';
import { type DemoChannel, DemoError } from './types';

/** Mostly chat, some phone and tickets, as a busy insurance shift looks. */
const shiftChannels: readonly DemoChannel[] = ['whatsapp', 'webchat', 'whatsapp', 'telefone', 'webchat', 'real_automation'];
export const MAX_BULK_CONVERSATIONS = 500;

/**
 * A busy shift at once: `count` live conversations the agent has already been working on, each
 * announced on the hub as an arrival (newMessageQueue). Their last agent answers are spread over
 * the past one and a half SLA windows, so the clocks show every state at once (on time, close to
 * the deadline, overdue) and cross from one to the next while you watch. For the SLA benchmark
 * (tests/bench/sla.bench.mjs) and for trying the list with many rows.
 */
export function bringConversations(ctx: ModelContext, userId: string, count: number): string[] {
  if (!Number.isInteger(count) || count < 1 || count > MAX_BULK_CONVERSATIONS) {
    throw new DemoError(400, 'count', `Between 1 and ${MAX_BULK_CONVERSATIONS} conversations`);
  }
  const user = findUser(ctx, userId);
  if (!user) throw new DemoError(404, 'user', 'User not found');
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const channel = shiftChannels[i % shiftChannels.length]!;
    const skill = ctx.rng.pick(skillsForChannel(ctx.state.skills, channel));
    const record = createConversationRecord(ctx, {
      consumer: ctx.state.consumers[i % ctx.state.consumers.length]!,
      skill,
      channel,
      topic: ctx.rng.pick(topicsForSkill(skill.id)),
      user,
      status: 'active',
      worked: true,
      lastAt: ctx.now() - ctx.rng.int(5, Math.round(skill.slaLate * 1.5)) * SECOND,
    });
    const id = record.conversation.conversationId;
    ctx.state.conversations[id] = record;
    ctx.emit({ userId: user.id, event: 'newMessageQueue', payload: { conversation: copy(record.conversation) } });
    ids.push(id);
  }
  return ids;
}
