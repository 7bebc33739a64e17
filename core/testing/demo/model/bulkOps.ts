import { SECOND } from './clock';
import { topicsForSkill } from './content/topics';
import { findUser, type ModelContext } from './context';
import { createConversationRecord } from './conversationFactory';
import { copy, recordOf } from './conversationOps';
import { skillsForChannel } from './skills';
import { type DemoChannel, DemoError } from './types';

/** Mostly chat, some phone and tickets, as a busy insurance shift looks. */
const shiftChannels: readonly DemoChannel[] = ['whatsapp', 'webchat', 'whatsapp', 'telefone', 'webchat', 'real_automation'];
export const MAX_BULK_CONVERSATIONS = 500;

/**
 * `count` of the agent's conversations from the shift's channels, skills and topics, added to the
 * model (`worked`: the agent already answered; `maxLateShare`: how far into the SLA the last
 * message may be, 1 = its late mark). Returns their records.
 */
function addShiftConversations(ctx: ModelContext, userId: string, count: number, max: number, worked: boolean, maxLateShare: number) {
  if (!Number.isInteger(count) || count < 1 || count > max) throw new DemoError(400, 'count', `Between 1 and ${max} conversations`);
  const user = findUser(ctx, userId);
  if (!user) throw new DemoError(404, 'user', 'User not found');
  return Array.from({ length: count }, (_, i) => {
    const channel = shiftChannels[i % shiftChannels.length]!;
    const skill = ctx.rng.pick(skillsForChannel(ctx.state.skills, channel));
    const record = createConversationRecord(ctx, {
      consumer: ctx.state.consumers[i % ctx.state.consumers.length]!,
      skill,
      channel,
      topic: ctx.rng.pick(topicsForSkill(skill.id)),
      user,
      status: 'active',
      worked,
      lastAt: ctx.now() - ctx.rng.int(5, Math.round(skill.slaLate * maxLateShare)) * SECOND,
    });
    ctx.state.conversations[record.conversation.conversationId] = record;
    return { record, user };
  });
}

/**
 * A busy shift at once: `count` live conversations the agent has already been working on, each
 * announced on the hub as an arrival (newMessageQueue). Their last agent answers are spread over
 * the past one and a half SLA windows, so the clocks show every state at once (on time, close to
 * the deadline, overdue) and cross from one to the next while you watch. For the SLA benchmark
 * (tests/bench/sla.bench.mjs) and for trying the list with many rows.
 */
export function bringConversations(ctx: ModelContext, userId: string, count: number): string[] {
  return addShiftConversations(ctx, userId, count, MAX_BULK_CONVERSATIONS, true, 1.5).map(({ record, user }) => {
    ctx.emit({ userId: user.id, event: 'newMessageQueue', payload: { conversation: copy(record.conversation) } });
    return record.conversation.conversationId;
  });
}

/** The most conversations a load test may add at once. */
export const MAX_QUIET_CONVERSATIONS = 20_000;
/** The most participants a load test may give one conversation. */
export const MAX_CROWD = 500_000;

/**
 * A load test: `count` more conversations of the agent, just arrived (their opening lines only),
 * added without a word on the hub: the next read of the list (a reload, the periodic read, a
 * resync) brings them all in one answer. For the 10,000-conversation benchmark.
 */
export function addQuietConversations(ctx: ModelContext, userId: string, count: number): number {
  return addShiftConversations(ctx, userId, count, MAX_QUIET_CONVERSATIONS, false, 1).length;
}

/**
 * A load test: the conversation gets `count` more participants (system users, never signed in),
 * and its agent gets it again with all of them (conversationUpdated): one payload of that many
 * users. Only the conversation's own agent is told.
 */
export function crowdConversation(ctx: ModelContext, conversationId: string, count: number): void {
  if (!Number.isInteger(count) || count < 1 || count > MAX_CROWD) throw new DemoError(400, 'count', `Between 1 and ${MAX_CROWD} users`);
  const record = recordOf(ctx, conversationId);
  const [agent, ...others] = record.conversation.users;
  if (!agent) throw new DemoError(404, 'user', 'The conversation has no agent');
  const crowd = Array.from({ length: count }, (_, i) => ({ user_id: `crowd-${i + 1}`, user_name: `Participante ${i + 1}`, transferred_time: null }));
  record.conversation.users = [agent, ...others, ...crowd];
  ctx.emit({ userId: agent.user_id, event: 'conversationUpdated', payload: { conversation: copy(record.conversation) } });
}
