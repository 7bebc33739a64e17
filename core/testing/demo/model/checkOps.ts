import { own } from './own';
import type { ModelContext } from './context';

/** The backend's consistency checks. */


/**
 * POST /conversations-check: every id must be one of the user's conversations. The failure
 * switch (setConversationsCheckOk) or a countdown of forced failures (failConversationChecks)
 * answers false regardless, as a backend that lost track of the agent's chats would.
 */
export function conversationsCheck(ctx: ModelContext, userId: string, ids: readonly string[]): boolean {
  const checks = ctx.state.checks;
  if (checks?.failNext) {
    checks.failNext -= 1;
    return false;
  }
  if (!ctx.state.switches.conversationsCheckOk) return false;
  return ids.every((id) => own(ctx.state.conversations, id)?.conversation.users.some((u) => u.user_id === userId));
}

/** The next `count` conversation checks answer isOk: false. */
export function failConversationChecks(ctx: ModelContext, count: number): void {
  ctx.state.checks = { ...ctx.state.checks, failNext: Math.max(0, Math.floor(count)) };
}

/**
 * POST /messages-check: for every conversation, the client's count of consumer messages must be
 * the server's. Conversations that are not the user's count as a mismatch.
 */
export function messagesCheck(ctx: ModelContext, userId: string, counts: Record<string, unknown>): boolean {
  return Object.entries(counts).every(([id, count]) => {
    const record = own(ctx.state.conversations, id);
    if (!record?.conversation.users.some((u) => u.user_id === userId)) return false;
    return record.messages.filter((m) => m.by === 'consumer').length === count;
  });
}
