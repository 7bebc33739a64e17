import { engagedStatuses } from '../schemas';
import { store } from '../state/store';

/** Conversations that keep an agent from signing out or leaving unwarned (spec 000 §2, §4). */
export function engagedConversationIds(): string[] {
  return Object.values(store.conversations)
    .filter((c) => engagedStatuses.includes(c.status))
    .map((c) => c.conversationId);
}
