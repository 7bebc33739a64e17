import type { Message, Snapshot } from '@tessera/core';
import { useState } from 'react';

/**
 * The message the 'new messages' divider stays above: the first unread one. It stays there once
 * they are read (the agent still sees where the new ones began) and moves only when new unread
 * messages come after everything was read.
 */
export function useUnreadDivider(messages: readonly Snapshot<Message>[]): string | null {
  const firstUnread = messages.find((m) => m.unread)?._id ?? null;
  const [divider, setDivider] = useState(firstUnread);
  if (firstUnread !== null && firstUnread !== divider) {
    setDivider(firstUnread);
    return firstUnread;
  }
  return divider;
}
