import { z } from 'zod';
import { idString, isoDate, optionalString } from './common';
import { messageAuthorSchema } from './message';

export const PHONE_CHANNEL = 'telefone';
export const TICKET_CHANNEL = 'real_automation';

export const conversationStatuses = ['pre-chat', 'active', 'inactive', 'closed', 'pos-chat', 'queue', 'telefone'] as const;
export const conversationStatusSchema = z.enum(conversationStatuses);
export type ConversationStatus = z.infer<typeof conversationStatusSchema>;

export const closedByValues = ['agent', 'manager', 'client', 'consumer', 'system'] as const;
export type ClosedBy = (typeof closedByValues)[number];

export const consumerSchema = z.object({
  id: idString,
  name: z.string(),
  displayName: optionalString,
});
export type Consumer = z.infer<typeof consumerSchema>;

export const conversationUserSchema = z.object({
  user_id: idString,
  user_name: z.string(),
  transferred_time: optionalString,
});

export const lastMessageSchema = z.object({
  sentTime: isoDate,
  time: optionalString,
  by: messageAuthorSchema,
  private: z.boolean().optional(),
  text: optionalString,
  location: z.unknown().optional(),
});

const labelled = z.object({ label: z.string(), message: z.string() });

/** Everything the backend knows about a conversation; unknown fields are kept for plugins. */
export const conversationSchema = z.looseObject({
  conversationId: idString,
  status: conversationStatusSchema,
  skillId: idString,
  skillName: optionalString,
  channel: z.string(),
  protocol: optionalString,
  consumer: consumerSchema,
  users: z.array(conversationUserSchema).nullish().transform((v) => v ?? []),
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
  chatInfo: z.record(z.string(), z.unknown()).nullish().transform((v) => v ?? undefined),
  consumerInfo: z.record(z.string(), z.unknown()).nullish().transform((v) => v ?? undefined),
  extraInfo: z.record(z.string(), z.unknown()).nullish().transform((v) => v ?? undefined),
  transferHistory: z.array(z.record(z.string(), z.unknown())).nullish().transform((v) => v ?? undefined),
  preChat: z.array(labelled).nullish().transform((v) => v ?? undefined),
  posChat: z.array(labelled).nullish().transform((v) => v ?? undefined),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const finishedStatuses: readonly ConversationStatus[] = ['closed', 'pos-chat'];
export const isFinished = (c: Pick<Conversation, 'status'>) => finishedStatuses.includes(c.status);
/** The statuses that keep an agent from signing out and arm the unload warning. */
export const engagedStatuses: readonly ConversationStatus[] = ['active', 'inactive', 'pre-chat'];
