import { DemoError, type DemoModel, type DemoUser } from '@tessera/core/testing/demo';

/**
 * The transfer comments of the demo contact centre (GET conversations/{chatId}/comments, spec 001
 * §3 Conversation comment): the reasons agents gave when they transferred (the core model keeps
 * them on the record), the reasons of the conversations that arrived transferred from another
 * skill, and those a test added.
 */
export const SLICE_ID = 'customer';

export type DemoTransferComment = { id: string; created_at: string; skill_name_from: string; skill_name_to: string; content: string };
export type CustomerSlice = { added: Record<string, DemoTransferComment[]>; failing: boolean };

const sliceOf = (model: DemoModel) => model.slice<CustomerSlice>(SLICE_ID);

export const seedCustomer = (): CustomerSlice => ({ added: {}, failing: false });

/** What the agent who transferred a seeded conversation wrote. */
const SEEDED_REASON = 'Cliente relata colisão com terceiro e precisa abrir o sinistro; assistência já enviada ao local.';

function recordFor(model: DemoModel, user: DemoUser, conversationId: string) {
  const record = Object.hasOwn(model.state.conversations, conversationId) ? model.state.conversations[conversationId] : undefined;
  if (!record || (user.role !== 'manager' && !record.conversation.users.some((u) => u.user_id === user.id))) {
    throw new DemoError(404, 'conversation', 'Conversation not found');
  }
  return record;
}

/** GET comments: oldest first. */
export function commentsOf(model: DemoModel, user: DemoUser, conversationId: string): DemoTransferComment[] {
  if (sliceOf(model).failing) throw new DemoError(500, 'server', 'Unavailable service');
  const record = recordFor(model, user, conversationId);
  // A conversation seeded as transferred in: its history says from where (`from → to`).
  const seeded = record.conversation.transferHistory
    .filter((t) => t.type === 'transfer' && t.label.includes(' → '))
    .map((t, i) => {
      const [from = '', to = ''] = t.label.split(' → ');
      return { id: `cmt-${conversationId}-${i}`, created_at: t.date, skill_name_from: from, skill_name_to: to, content: SEEDED_REASON };
    });
  const list = [...seeded, ...(record.comments ?? []), ...(sliceOf(model).added[conversationId] ?? [])];
  return structuredClone(list).sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
}

/** A transfer reason on the conversation, as if it had been transferred to its skill (tests, the demo panel). */
export function addTransferComment(model: DemoModel, conversationId: string, comment: { from: string; content: string; at?: string }): DemoTransferComment {
  const c = model.getConversation(conversationId);
  if (!c) throw new DemoError(404, 'conversation', 'Conversation not found');
  const slice = sliceOf(model);
  const list = (slice.added[conversationId] ??= []);
  const added = {
    id: `cmt-added-${conversationId}-${list.length}`,
    created_at: comment.at ?? new Date(model.now()).toISOString(),
    skill_name_from: comment.from,
    skill_name_to: c.skillName,
    content: comment.content,
  };
  list.push(added);
  return added;
}

/** GET comments answers 500 until turned off. */
export function setCommentsFailure(model: DemoModel, on: boolean): void {
  sliceOf(model).failing = on;
}
