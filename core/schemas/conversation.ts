import * as z from 'zod/mini';
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
  displayName: z.optional(z.pipe(z.nullish(name), z.transform((v) => v ?? undefined))),
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
  private: z.optional(z.boolean()),
  text: z.optional(z.pipe(z.nullish(boundedText(BOUNDS.messageText, 'last message text')), z.transform((v) => v ?? undefined))),
  location: z.optional(z.unknown()),
});

const labelled = z.object({ label: z.string(), message: z.string() });
const info = (what: string) => z.pipe(z.nullish(boundedRecord(BOUNDS.infoKeys, what)), z.transform((v) => v ?? undefined));
const entries = <T extends z.core.$ZodType>(item: T, what: string) =>
  z.pipe(z.nullish(boundedList(item, BOUNDS.conversationEntries, what)), z.transform((v) => v ?? undefined));

/** Everything the backend knows about a conversation; unknown fields are kept for plugins. */
export const conversationSchema = z.looseObject({
  conversationId: idString,
  status: conversationStatusSchema,
  skillId: idString,
  skillName: z.optional(z.pipe(z.nullish(name), z.transform((v) => v ?? undefined))),
  channel: z.string(),
  protocol: optionalString,
  consumer: consumerSchema,
  users: z.pipe(z.nullish(boundedList(conversationUserSchema, BOUNDS.conversationUsers, 'conversation users')), z.transform((v) => v ?? [])),
  lastMessage: z.pipe(z.nullish(lastMessageSchema), z.transform((v) => v ?? undefined)),
  idleMessage: z.optional(z.unknown()),
  statusTriggers: z.pipe(
    z.nullish(z.object({ overdue: optionalString, inactive: optionalString })),
    z.transform((v) => ({ overdue: v?.overdue, inactive: v?.inactive })),
  ),
  /** Seconds after the agent's last message before the conversation is overdue. */
  slaLate: z.pipe(z.nullish(z.number()), z.transform((v) => v ?? 0)),
  inactivityTime: z.pipe(z.nullish(z.number()), z.transform((v) => v ?? undefined)),
  assignedTime: optionalString,
  start: optionalString,
  end: optionalString,
  closedBy: z.pipe(z.nullish(z.enum(closedByValues)), z.transform((v) => v ?? undefined)),
  conversationTab: z.optional(z.unknown()),
  pendingTab: z._default(z.boolean(), false),
  isAiSummaryEnabled: z._default(z.boolean(), false),
  unreadCount: z._default(z.number().check(z.int(), z.nonnegative()), 0),
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
