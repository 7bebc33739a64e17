import { iso, SECOND } from './clock';
import { fill, type Topic, type TopicVars } from './content/topic';
import type { ModelContext } from './context';
import { answeredPosChat, consumerInfo, extraInfo, preChat, supportedFiles, ticketData } from './conversationDetails';
import { refreshDerived } from './derive';
import { inactivityTimeFor } from './inactivity';
import { createMessage } from './messages';
import { keyedRecord } from './own';
import { buildScript } from './script';
import { isChatChannel } from './skills';
import type {
  ConversationRecord,
  DemoChannel,
  DemoConsumer,
  DemoConversation,
  DemoMessage,
  DemoSkill,
  DemoStatus,
  DemoUser,
} from './types';

export type ConversationSpec = {
  /** The conversation's id; by default the next generated one. */
  id?: string;
  consumer: DemoConsumer;
  skill: DemoSkill;
  channel: DemoChannel;
  topic: Topic;
  user: DemoUser;
  status: DemoStatus;
  /** false: just arrived from the queue (opening only); true: the agent already worked on it. */
  worked: boolean;
  /** Make the thread at least this long (long threads exercise paging). */
  length?: number;
  /** When its last message was sent. */
  lastAt: number;
  closedBy?: 'client' | 'agent';
  tabulated?: boolean;
  transferredFrom?: DemoSkill;
};

export function topicVars(consumer: DemoConsumer, protocol: string, user: DemoUser): TopicVars {
  return {
    nome: consumer.name,
    primeiro: consumer.name.split(' ')[0] ?? consumer.name,
    cpf: consumer.cpf,
    placa: consumer.plate,
    apolice: consumer.policy,
    protocolo: protocol,
    agente: user.nickname,
    veiculo: consumer.vehicle,
    endereco: consumer.street,
    cidade: consumer.city,
    telefone: consumer.phone,
    email: consumer.email,
  };
}

export function createConversationRecord(ctx: ModelContext, spec: ConversationSpec): ConversationRecord {
  const { consumer, skill, channel, topic, user, status } = spec;
  const id = spec.id ?? ctx.nextId();
  const protocol = `${new Date(spec.lastAt).getUTCFullYear()}${ctx.rng.digits(8)}`;
  const vars = topicVars(consumer, protocol, user);
  const finished = status === 'closed' || status === 'pos-chat';
  const lines = buildScript(topic, { worked: spec.worked, length: spec.length ?? 0, finished });

  // Lay the thread out backwards from its last message, 15-90 s apart.
  const gaps = lines.map((_, i) => (i === 0 ? 0 : ctx.rng.int(15, 90) * SECOND));
  let at = spec.lastAt - gaps.reduce((a, b) => a + b, 0);
  const messages: DemoMessage[] = [];
  lines.forEach(([by, template], i) => {
    at += gaps[i] ?? 0;
    messages.push(createMessage({ id: ctx.nextId(), previous: messages.at(-1), by, text: fill(template, vars), at, user }));
  });
  const startAt = Date.parse(messages[0]?.sentTime ?? iso(spec.lastAt));
  const afterOpening = messages[Math.max(0, topic.opening.length - 1)]?.sentTime;
  const assignedAt = spec.worked && afterOpening ? Date.parse(afterOpening) + 5 * SECOND : spec.lastAt;

  // Consumer words after the agent's last answer are still unread.
  if (!finished) {
    for (let i = messages.length - 1; i >= 0 && messages[i]?.by !== 'agent'; i--) {
      const m = messages[i];
      if (m?.by === 'consumer') m.unread = true;
    }
  }
  const conversation = payload(spec, id, protocol, iso(startAt), iso(assignedAt), finished ? messages.at(-1)?.sentTime : undefined);
  const record: ConversationRecord = {
    conversation,
    messages,
    clientIds: keyedRecord(),
    consumerId: consumer.id,
    topicId: topic.id,
    pending: {},
  };
  refreshDerived(record);
  return record;
}

function payload(spec: ConversationSpec, id: string, protocol: string, start: string, assigned: string, end?: string) {
  const { consumer, skill, channel, topic, user, status } = spec;
  const transferHistory: DemoConversation['transferHistory'] = [];
  if (spec.transferredFrom) {
    transferHistory.push({ type: 'transfer', label: `${spec.transferredFrom.name} → ${skill.name}`, date: start });
  }
  transferHistory.push({ type: 'assignment', label: `Atribuída a ${user.name}`, date: assigned });
  const conversation: DemoConversation = {
    conversationId: id,
    status,
    skillId: skill.id,
    skillName: skill.name,
    channel,
    protocol,
    consumer: { id: consumer.id, name: consumer.name, displayName: consumer.displayName ?? null },
    users: [{ user_id: user.id, user_name: user.name, transferred_time: null }],
    statusTriggers: {},
    slaLate: skill.slaLate,
    inactivityTime: inactivityTimeFor(channel),
    assignedTime: assigned,
    start,
    pendingTab: false,
    conversationTab: null,
    // The company turns AI summaries on per queue: life insurance keeps them off.
    isAiSummaryEnabled: isChatChannel(channel) && skill.id !== 'skl-vida',
    unreadCount: 0,
    chatInfo: {
      id,
      protocol,
      identifier: channel === 'webchat' ? consumer.email : consumer.phone,
      status,
      createdAt: start,
      start,
      assignedTime: assigned,
      end: null,
      sla: skill.slaLate,
      closedBy: null,
      preChat: preChat(channel, consumer, topic),
      posChat: [],
      departmentId: 'dep-atendimento',
      consumerId: consumer.id,
      userId: user.id,
      skillId: skill.id,
      skill_id: skill.id,
      tabName: null,
      tabId: null,
      tags: [topic.id],
    },
    consumerInfo: consumerInfo(consumer, topic),
    extraInfo: extraInfo(consumer, topic),
    transferHistory,
    preChat: preChat(channel, consumer, topic),
    posChat: [],
  };
  const files = supportedFiles(channel);
  if (files) conversation.supportedFiles = files;
  if (channel === 'real_automation') conversation.ticket = ticketData(start, skill);
  if (end) finish(conversation, spec, end);
  return conversation;
}

function finish(conversation: DemoConversation, spec: ConversationSpec, end: string): void {
  const closedBy = spec.closedBy ?? 'agent';
  conversation.end = end;
  conversation.closedBy = closedBy;
  conversation.chatInfo = { ...conversation.chatInfo, end, closedBy, closedByRole: closedBy };
  conversation.csat = '96.0';
  if (spec.status === 'closed' && isChatChannel(spec.channel)) {
    conversation.posChat = answeredPosChat();
    conversation.chatInfo.posChat = conversation.posChat;
  }
  if (spec.tabulated) {
    const tab = { tabId: 'tab-duvida-resolvida', tabName: 'Dúvida > Resolvida no primeiro contato', date: end };
    conversation.conversationTab = tab;
    conversation.chatInfo = { ...conversation.chatInfo, tabId: tab.tabId, tabName: tab.tabName };
  } else {
    conversation.pendingTab = true;
  }
}
