import type { Conversation, Snapshot } from '@tessera/core';

/** What the agent has not read yet, across their conversations. */
export function unreadTotal(conversations: Snapshot<Record<string, Conversation>> | Record<string, Conversation>): number {
  let total = 0;
  for (const c of Object.values(conversations)) total += c.unreadCount;
  return total;
}

/** "(3) Tessera": the count first, so it shows even in a narrow browser tab. */
export function titleWithUnread(base: string, unread: number): string {
  return unread > 0 ? `(${unread}) ${base}` : base;
}
