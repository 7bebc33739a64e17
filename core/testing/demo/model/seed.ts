import { AGENT_ID, createUsers, SUPERVISOR_ID } from './accounts';
import { AVAILABILITY } from './availability';
import { defaultPlugins } from './company';
import { collisionClaim, towing, windshield } from './content/autoTopics';
import { homeWaterDamage, lifePension } from './content/homeLifeTopics';
import { phoneBillCopy, reimbursementTicket } from './content/serviceTopics';
import type { Topic } from './content/topic';
import { MINUTE, SECOND } from './clock';
import { generateConsumers } from './consumers';
import type { ModelContext } from './context';
import { createConversationRecord, type ConversationSpec } from './conversationFactory';
import { idEpochOf, nextObjectId } from './ids';
import { keyedRecord } from './own';
import { Random } from './random';
import { demoSkills } from './skills';
import type { DemoChannel, DemoState, DemoStatus } from './types';

export const DEFAULT_SEED = 2026;

export type SeedOptions = { seed: number; now: number; slug: string; origin: string };

type Seeded = {
  user: string;
  channel: DemoChannel;
  topic: Topic;
  status: DemoStatus;
  ago: number;
  length?: number;
  closedBy?: 'client' | 'agent';
  tabulated?: boolean;
  transferredFrom?: string;
};

/** The conversations a fresh demo starts with: the agent's six (four open, two finished). */
const seeded: readonly Seeded[] = [
  { user: AGENT_ID, channel: 'whatsapp', topic: collisionClaim, status: 'active', ago: 40 * SECOND, length: 47, transferredFrom: 'skl-assistencia' },
  { user: AGENT_ID, channel: 'webchat', topic: homeWaterDamage, status: 'inactive', ago: 7 * MINUTE, length: 12 },
  { user: AGENT_ID, channel: 'telefone', topic: phoneBillCopy, status: 'active', ago: 2 * MINUTE },
  { user: AGENT_ID, channel: 'real_automation', topic: reimbursementTicket, status: 'active', ago: 25 * MINUTE },
  { user: AGENT_ID, channel: 'whatsapp', topic: towing, status: 'closed', ago: 2 * 60 * MINUTE, length: 18, closedBy: 'agent', tabulated: true },
  { user: AGENT_ID, channel: 'webchat', topic: lifePension, status: 'pos-chat', ago: 50 * MINUTE, length: 44, closedBy: 'client' },
  { user: SUPERVISOR_ID, channel: 'whatsapp', topic: windshield, status: 'active', ago: 3 * MINUTE },
];

/** A fresh, deterministic state: same seed, same people, texts and order. */
export function createState(options: SeedOptions): DemoState {
  const rng = new Random(options.seed);
  const state: DemoState = {
    schema: 1,
    seed: options.seed,
    rng: 0,
    idEpoch: idEpochOf(options.now),
    idCounter: 0,
    slug: options.slug,
    origin: options.origin,
    users: createUsers(AVAILABILITY.online, options.now),
    sessions: keyedRecord(),
    skills: demoSkills.map((s) => ({ ...s, channels: [...s.channels] })),
    consumers: generateConsumers(rng, 40),
    conversations: keyedRecord(),
    plugins: defaultPlugins(),
    switches: { conversationsCheckOk: true },
    simulation: { paused: false },
  };
  const ctx: ModelContext = {
    state,
    rng,
    now: () => options.now,
    nextId: () => nextObjectId(state),
    emit: () => undefined,
  };
  seeded.forEach((s, i) => {
    const spec: ConversationSpec = {
      consumer: state.consumers[i] ?? rng.pick(state.consumers),
      skill: skillOf(state, s.topic.skillId),
      channel: s.channel,
      topic: s.topic,
      user: state.users.find((u) => u.id === s.user) ?? (state.users[0] as DemoState['users'][number]),
      status: s.status,
      worked: true,
      lastAt: options.now - s.ago,
    };
    if (s.length) spec.length = s.length;
    if (s.closedBy) spec.closedBy = s.closedBy;
    if (s.tabulated) spec.tabulated = s.tabulated;
    if (s.transferredFrom) spec.transferredFrom = skillOf(state, s.transferredFrom);
    const record = createConversationRecord(ctx, spec);
    state.conversations[record.conversation.conversationId] = record;
  });
  state.rng = rng.state;
  return state;
}

function skillOf(state: DemoState, id: string) {
  const skill = state.skills.find((s) => s.id === id);
  if (!skill) throw new Error(`Unknown demo skill ${id}`);
  return skill;
}
