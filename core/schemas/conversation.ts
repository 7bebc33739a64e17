import { z } from 'zod';
import { BOUNDS, boundedList, boundedRecord, boundedText } from './bounds';
import { idString, isoDate, optionalString } from './common';
import { messageAuthorSchema } from './message';

export const PHONE_CHANNEL = 'telefone';
export const TICKET_CHANNEL = 'real_automation';

export const conversationStatuses = ['pre-chat', 'active', 'inactive', 'closed', 'pos-chat', 'queue', 'telefone'] as const;
export const conversationStatusSchema = z.enum(conversationStatuses);
export type ConversationStatus = z.infer<typeof conversationStatusSchema>;

export const closedByValues = ['agent', 'manager', 'client', 'consumer', 'system'] as const;
export type ClosedBy = (typeof closedByValues)[number];

const name = boundedText(BOUNDS.name, 'name');

export const consumerSchema = z.object({
  id: idString,
  name,
  displayName: name.nullish().transform((v) => v ?? undefined).optional(),
});
export type Consumer = z.infer<typeof consumerSchema>;

export const conversationUserSchema = z.object({
  user_id: idString,
  user_name: name,
  transferred_time: optionalString,
});

export const lastMessageSchema = z.object({
  sentTime: isoDate,
  time: optionalString,
  by: messageAuthorSchema,
  private: z.boolean().optional(),
  text: boundedText(BOUNDS.messageText, 'last message text').nullish().transform((v) => v ?? undefined).optional(),
  location: z.unknown().optional(),
});

const labelled = z.object({ label: z.string(), message: z.string() });
const info = (what: string) => boundedRecord(BOUNDS.infoKeys, what).nullish().transform((v) => v ?? undefined);
const entries = <T extends z.ZodType>(item: T, what: string) => boundedList(item, BOUNDS.conversationEntries, what).nullish().transform((v) => v ?? undefined);

/** Everything the backend knows about a conversation; unknown fields are kept for plugins. */
export const conversationSchema = z.looseObject({
  conversationId: idString,
  status: conversationStatusSchema,
  skillId: idString,
  skillName: name.nullish().transform((v) => v ?? undefined).optional(),
  channel: z.string(),
  protocol: optionalString,
  consumer: consumerSchema,
  users: boundedList(conversationUserSchema, BOUNDS.conversationUsers, 'conversation users').nullish().transform((v) => v ?? []),
  lastMessage: lastMessageSchema.nullish().transform((v) => v ?? undefined),
  idleMessage: z.unknown().optional(),
  statusTriggers: z
    .object({ overdue: optionalString, inactive: optionalString })
    .nullish()
    .transform((v) => ({ overdue: v?.overdue, inactive: v?.inactive })),
  /** Seconds after the agent's last message before the conversation is overdue. */
  slaLate: z.number().nullish().transform((v) => v ?? 0),
  inactivityTime: z.number().nullish().transform((v) => v ?? undefined),
  assignedTime: optionalString,
  start: optionalString,
  end: optionalString,
  closedBy: z.enum(closedByValues).nullish().transform((v) => v ?? undefined),
  conversationTab: z.unknown().optional(),
  pendingTab: z.boolean().default(false),
  isAiSummaryEnabled: z.boolean().default(false),
  unreadCount: z.number().int().nonnegative().default(0),
  chatInfo: info('chat information'),
  consumerInfo: info('consumer information'),
  extraInfo: info('extra information'),
  transferHistory: entries(boundedRecord(BOUNDS.infoKeys, 'transfer history entry'), 'transfer history'),
  preChat: entries(labelled, 'pre-chat form'),
  posChat: entries(labelled, 'post-chat form'),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const finishedStatuses: readonly ConversationStatus[] = ['closed', 'pos-chat'];
export const isFinished = (c: Pick<Conversation, 'status'>) => finishedStatuses.includes(c.status);
/** The statuses that keep an agent from signing out and arm the unload warning. */
export const engagedStatuses: readonly ConversationStatus[] = ['active', 'inactive', 'pre-chat'];
