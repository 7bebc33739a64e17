import { DemoError, type DemoModel, type DemoUser } from '@tessera/core/testing/demo';
import { AUTOMATIC_SUMMARY_KEY } from '../endpoints';
import { createEndpointSummariser, extractiveSummariser, type Summariser } from '../summariser';

export type DemoSummary = { id: string; summary: string; keywords: string[]; created_at: string; created_by_user_name: string | null };

export type SummarySlice = {
  /** By conversation, oldest first. */
  summaries: Record<string, DemoSummary[]>;
  /** By user, by key: what PUT user/metadata stored (absent: never set, GET answers 404). */
  metadata: Record<string, Record<string, string>>;
  failing: boolean;
  metadataFailing: boolean;
  /** A model endpoint the summaries come from instead of the extractive summariser. */
  endpoint: string | null;
};

export const SLICE_ID = 'summary';
export const sliceOf = (model: DemoModel) => model.slice<SummarySlice>(SLICE_ID);
export const seedSummary = (): SummarySlice => ({ summaries: {}, metadata: {}, failing: false, metadataFailing: false, endpoint: null });

/** The summariser the demo answers with: a configured model endpoint, else the extractive one. */
export const summariserOf = (slice: SummarySlice): Summariser => (slice.endpoint ? createEndpointSummariser(slice.endpoint) : extractiveSummariser);

/** What POST summary summarises: the conversation's messages up to `messageId` (all when unknown). */
export function threadFor(model: DemoModel, user: DemoUser, conversationId: string, messageId: string | undefined) {
  if (sliceOf(model).failing) throw new DemoError(500, 'server', 'Unavailable service');
  const record = Object.hasOwn(model.state.conversations, conversationId) ? model.state.conversations[conversationId] : undefined;
  // An agent summarises the conversations they hold or held (a transfer's automatic summary comes after it left them).
  const involved =
    record &&
    (user.role === 'manager' || record.conversation.users.some((u) => u.user_id === user.id) || record.conversation.transferHistory.some((t) => t.label.includes(user.name)));
  if (!record || !involved) throw new DemoError(404, 'conversation', 'Conversation not found');
  if (!record.conversation.isAiSummaryEnabled) throw new DemoError(400, 'conversation', 'AI summary is not enabled for this conversation');
  const upTo = messageId ? record.messages.findIndex((m) => m._id === messageId) : -1;
  const messages = upTo >= 0 ? record.messages.slice(0, upTo + 1) : record.messages;
  const c = record.conversation;
  const names = [c.consumer.name, c.consumer.displayName ?? '', ...c.users.map((u) => u.user_name), user.name].filter(Boolean);
  return { messages: messages.map((m) => ({ by: m.by, text: m.text, private: m.private })), names };
}

export function keepSummary(model: DemoModel, conversationId: string, made: { summary: string; keywords: string[] }, by: string | null): DemoSummary {
  const slice = sliceOf(model);
  const list = (slice.summaries[conversationId] ??= []);
  const summary = { id: `sum-${conversationId}-${list.length + 1}`, ...made, created_at: new Date(model.now()).toISOString(), created_by_user_name: by };
  list.push(summary);
  return structuredClone(summary);
}

export function summariesOf(model: DemoModel, conversationId: string): DemoSummary[] {
  if (sliceOf(model).failing) throw new DemoError(500, 'server', 'Unavailable service');
  return structuredClone(sliceOf(model).summaries[conversationId] ?? []).reverse();
}

export function metadataOf(model: DemoModel, userId: string, key: string): string {
  const slice = sliceOf(model);
  if (slice.metadataFailing) throw new DemoError(500, 'server', 'Unavailable service');
  const value = slice.metadata[userId]?.[key];
  if (value === undefined) throw new DemoError(404, 'key', 'Metadata not found');
  return value;
}

export function setMetadata(model: DemoModel, userId: string, key: unknown, value: unknown): void {
  const slice = sliceOf(model);
  if (slice.metadataFailing) throw new DemoError(500, 'server', 'Unavailable service');
  if (key !== AUTOMATIC_SUMMARY_KEY) throw new DemoError(400, 'key', 'Unknown metadata key');
  if (typeof value !== 'string') throw new DemoError(400, 'value', 'value must be a string');
  (slice.metadata[userId] ??= {})[key] = value;
}

/** AI summary on or off for the conversation; its agents get it at once (conversationUpdated). */
export function setAiSummary(model: DemoModel, conversationId: string, on: boolean): void {
  const record = Object.hasOwn(model.state.conversations, conversationId) ? model.state.conversations[conversationId] : undefined;
  if (!record) throw new DemoError(404, 'conversation', 'Conversation not found');
  record.conversation.isAiSummaryEnabled = !!on;
  for (const u of record.conversation.users) model.emit({ userId: u.user_id, event: 'conversationUpdated', payload: { conversation: structuredClone(record.conversation) } });
}
