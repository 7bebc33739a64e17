import { type Conversation, isFinished, type Snapshot } from '@tessera/core';

/**
 * Spec 001 §4, §5: a closed or post-chat conversation, or one opened from the history as a
 * researched view, is read-only: the relationship, the name edit and the clear are disabled.
 */
export function isReadOnly(c: Snapshot<Conversation> | Conversation): boolean {
  return isFinished(c) || (c as { isResearched?: unknown }).isResearched === true;
}
