import { toApiError } from '../api/error';
import { logger } from '../logger';
import { conversationInactivated } from '../state/conversations';
import { store } from '../state/store';
import { markConversationInactive } from './api';
import { type DueInactivity, dueForInactivity } from './inactivity';

/** How often the leader window looks for conversations whose consumer went quiet. */
export const INACTIVITY_CHECK_MS = 1_000;
/** A call that keeps failing is tried again at most every 30 checks (30 s). */
const MAX_SKIPPED_CHECKS = 29;

/** What was done about one conversation's agent message. */
interface Attempt {
  messageAt: string;
  state: 'sending' | 'done' | 'failed';
  failures: number;
  /** Checks to let pass before trying a failed call again. */
  skip: number;
}

export interface InactivityMarker {
  /** One check at `now`: tells the server about every conversation due, once per agent message. */
  check(now: number): void;
}

/**
 * Marks inactive the conversations whose consumer stayed quiet past inactivityTime after the
 * agent's message (inactivity.ts): POST change-status, then the same shared action as the
 * system's 'inactiveConversationBySystem' event, so every window shows it. Once per conversation
 * and agent message: a call in flight or done is not repeated for that message; a failed one
 * is logged and tried again on the next check, then further apart (1, 2, 4... up to 30 checks).
 * A consumer message makes the conversation active with their message last, so nothing is due
 * until the agent's next message, which starts over.
 */
export function createInactivityMarker(send: (conversationId: string) => Promise<void> = markConversationInactive): InactivityMarker {
  const attempts = new Map<string, Attempt>();

  const mark = async ({ conversationId, messageAt }: DueInactivity, failures: number, now: number) => {
    const attempt: Attempt = { messageAt, state: 'sending', failures, skip: 0 };
    attempts.set(conversationId, attempt);
    try {
      await send(conversationId);
    } catch (error) {
      attempt.state = 'failed';
      attempt.failures += 1;
      attempt.skip = Math.min(2 ** (attempt.failures - 1) - 1, MAX_SKIPPED_CHECKS);
      logger.warn(`[inactivity] marking ${conversationId} inactive failed; trying again`, toApiError(error).message);
      return;
    }
    attempt.state = 'done';
    // The consumer may have written while the call was out: their message keeps it active.
    const c = store.conversations[conversationId];
    if (c?.status === 'active' && c.lastMessage?.sentTime === messageAt) {
      // Inactive since the check that found it due (the list orders inactive ones by this moment).
      conversationInactivated({ conversationId, at: now });
    }
  };

  return {
    check(now) {
      // Offline, a consumer's answer may be on its way unseen: wait for the connection (and the resync).
      if (!store.session || store.connection.status !== 'connected') return;
      for (const due of dueForInactivity(Object.values(store.conversations), now)) {
        const previous = attempts.get(due.conversationId);
        if (previous && previous.messageAt === due.messageAt) {
          if (previous.state !== 'failed') continue;
          if (previous.skip > 0) {
            previous.skip -= 1;
            continue;
          }
        }
        void mark(due, previous?.messageAt === due.messageAt ? previous.failures : 0, now);
      }
      for (const id of attempts.keys()) if (!store.conversations[id]) attempts.delete(id);
    },
  };
}

/** The leader window's marker, checking every second from the wall clock; returns the stop. */
export function startInactivityMarking(intervalMs = INACTIVITY_CHECK_MS): () => void {
  const marker = createInactivityMarker();
  const timer = setInterval(() => marker.check(Date.now()), intervalMs);
  return () => clearInterval(timer);
}
