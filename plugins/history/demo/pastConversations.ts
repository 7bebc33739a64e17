import type { DemoConversation, DemoModel } from '@tessera/core/testing/demo';
import { pastTopics } from './topics';

/**
 * The consumers' earlier conversations in the demo contact centre (spec 001 §2 History panel):
 * made from the consumer by rule, so the same demo always tells the same story and nothing has to
 * be stored, plus the conversations of theirs the contact centre holds that are finished.
 */

type Consumer = DemoModel['state']['consumers'][number];
type Message = Record<string, unknown> & { _id: string; text: string; sentTime: string };
type Comment = { id: string; created_at: string; skill_name_from: string; skill_name_to: string; content: string };

export type PastConversation = {
  conversationId: string;
  channel: string;
  status: 'closed';
  protocol: string;
  skillName: string;
  start: string;
  end: string;
  closedBy: 'agent' | 'client';
  consumer: { id: string; name: string };
  isResearched: boolean;
  csat: string | null;
  users: { user_id: string; user_name: string }[];
  messages: Message[];
  conversationsComments: Comment[];
  chatInfo: Record<string, unknown>;
};

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Agents of other shifts who took the earlier conversations. */
const agents = [
  { user_id: 'demo-agent-marina', user_name: 'Marina Duarte' },
  { user_id: 'demo-agent-paulo', user_name: 'Paulo Henrique Lima' },
  { user_id: 'demo-agent-renata', user_name: 'Renata Souza' },
];
const channels = ['whatsapp', 'webchat', 'telefone'] as const;
/** How many days ago, and the survey's answer (null: not answered). */
const slots: readonly { daysAgo: number; csat: string | null }[] = [
  { daysAgo: 3, csat: '100.0' },
  { daysAgo: 11, csat: null },
  { daysAgo: 26, csat: '60.0' },
  { daysAgo: 47, csat: null },
  { daysAgo: 88, csat: '80.0' },
];

/** A small stable number from text (FNV-1a): the same consumer always has the same history. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const fill = (template: string, vars: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);

/** Days are counted from the start of today, so the list does not move while the demo runs. */
const startOfDay = (now: number) => now - (now % DAY);

/** The consumer's earlier conversations (2 to 5, several channels, some researched, some transferred), newest first. */
export function generatedHistory(consumer: Consumer, now: number): PastConversation[] {
  const seed = hashOf(consumer.id);
  const count = 2 + (seed % 4);
  const first = consumer.name.split(' ')[0] ?? consumer.name;
  return slots.slice(0, count).map((slot, i) => {
    const topic = pastTopics[(seed + i * 7) % pastTopics.length]!;
    const channel = channels[(seed + i) % channels.length]!;
    const agent = agents[(seed + i) % agents.length]!;
    const conversationId = `hist-${consumer.id}-${i + 1}`;
    const startAt = startOfDay(now) - slot.daysAgo * DAY + (9 * 60 + ((seed >>> (i + 3)) % 480)) * MINUTE;
    const protocol = `${new Date(startAt).getUTCFullYear()}${String((seed * (i + 3)) % 100_000_000).padStart(8, '0')}`;
    const vars = { nome: first, placa: consumer.plate, apolice: consumer.policy, protocolo: protocol, agente: agent.user_name.split(' ')[0]! };
    const messages: Message[] = topic.lines.map(([by, template], n) => {
      const id = `${conversationId}-m${n + 1}`;
      return {
        _id: id,
        currentId: id,
        previousId: n === 0 ? null : `${conversationId}-m${n}`,
        by,
        ...(by === 'agent' ? { userId: agent.user_id, userName: agent.user_name } : {}),
        text: fill(template, vars),
        sentTime: new Date(startAt + n * 75_000).toISOString(),
        files: [],
        favorite: false,
        private: false,
        unread: false,
        status: { read: true },
      };
    });
    const end = new Date(startAt + topic.lines.length * 75_000 + 30_000).toISOString();
    const start = new Date(startAt).toISOString();
    // Every third one came transferred from another queue, with the reason the agent gave.
    const transferred = (seed + i) % 3 === 0;
    const comments: Comment[] = transferred
      ? [{ id: `${conversationId}-c1`, created_at: new Date(startAt + 60_000).toISOString(), skill_name_from: 'Atendimento Geral', skill_name_to: topic.skill, content: `Cliente precisa de atendimento especializado em ${topic.skill.toLowerCase()}; já confirmou os dados cadastrais.` }]
      : [];
    return {
      conversationId,
      channel,
      status: 'closed',
      protocol,
      skillName: topic.skill,
      start,
      end,
      closedBy: i % 2 === 0 ? 'agent' : 'client',
      consumer: { id: consumer.id, name: consumer.name },
      isResearched: slot.csat !== null,
      csat: slot.csat,
      users: [agent],
      messages,
      conversationsComments: comments,
      chatInfo: { id: conversationId, protocol, status: 'closed', start, end, closedBy: i % 2 === 0 ? 'agent' : 'client', tags: [topic.id] },
    };
  });
}

/** A finished conversation the contact centre holds, as the history lists it. */
function fromModel(model: DemoModel, c: DemoConversation): PastConversation {
  const record = model.state.conversations[c.conversationId]!;
  return {
    conversationId: c.conversationId,
    channel: c.channel,
    status: 'closed',
    protocol: c.protocol,
    skillName: c.skillName,
    start: c.start,
    end: c.end ?? c.start,
    closedBy: c.closedBy === 'client' ? 'client' : 'agent',
    consumer: { id: c.consumer.id, name: c.consumer.name },
    // The survey is answered once post-chat is over.
    isResearched: c.status === 'closed' && c.posChat.length > 0,
    csat: c.status === 'closed' && c.posChat.length > 0 ? (c.csat ?? null) : null,
    users: c.users.map((u) => ({ user_id: u.user_id, user_name: u.user_name })),
    messages: record.messages.map((m) => ({ ...structuredClone(m) })),
    conversationsComments: structuredClone(record.comments ?? []),
    chatInfo: structuredClone(c.chatInfo),
  };
}

const finished = (c: DemoConversation) => c.status === 'closed' || c.status === 'pos-chat';

/** Everything the history lists for the consumer: made-up earlier ones and their finished ones in the contact centre, newest first. */
export function historyOf(model: DemoModel, consumerId: string): PastConversation[] {
  const consumer = model.state.consumers.find((c) => c.id === consumerId);
  const held = Object.values(model.state.conversations)
    .map((r) => r.conversation)
    .filter((c) => c.consumer.id === consumerId && finished(c) && c.channel !== 'real_automation')
    .map((c) => fromModel(model, c));
  const made = consumer ? generatedHistory(consumer, model.now()) : [];
  return [...held, ...made].sort((a, b) => Date.parse(b.end) - Date.parse(a.end));
}

/** The conversation with that protocol, any consumer's (leading zeros aside). */
export function byProtocol(model: DemoModel, protocol: string): PastConversation | undefined {
  const wanted = protocol.replace(/^0+(?=\d)/, '');
  const same = (p: string) => p.replace(/^0+(?=\d)/, '') === wanted;
  const held = Object.values(model.state.conversations).find((r) => same(r.conversation.protocol) && r.conversation.channel !== 'real_automation');
  if (held) return finished(held.conversation) ? fromModel(model, held.conversation) : { ...fromModel(model, held.conversation), status: 'closed' };
  for (const consumer of model.state.consumers) {
    const found = generatedHistory(consumer, model.now()).find((c) => same(c.protocol));
    if (found) return found;
  }
  return undefined;
}
