import type { Conversation } from '../schemas';

/**
 * The agent-message timer of spec 000 §4: an active conversation whose last message is the
 * agent's turns inactive once the consumer has stayed quiet for the conversation's
 * `inactivityTime` seconds after it. Pure: the leader window's marker (inactivityMarker.ts)
 * asks it every second which conversations are due.
 */
export type InactivityFields = Pick<Conversation, 'conversationId' | 'status' | 'inactivityTime' | 'lastMessage'>;

/** One conversation due to turn inactive, and the agent message whose silence made it due. */
export interface DueInactivity {
  conversationId: string;
  /** The agent message's sentTime: marking is once per conversation and message. */
  messageAt: string;
}

// A supervisor's public message waits for the consumer just as the agent's does (as for the SLA).
const isAgentSide = (by: string) => by === 'agent' || by === 'manager';

/**
 * When the conversation turns inactive (ms), or undefined when no timer runs: not active, no
 * inactivityTime (absent or 0), or a last message that does not wait for the consumer (theirs,
 * the system's, or a private note between colleagues, which says nothing to the consumer).
 * Message times are the server's `sentTime`, as for the SLA clock (sla.ts).
 */
export function inactivityDeadline(c: InactivityFields): number | undefined {
  if (c.status !== 'active' || !c.inactivityTime || c.inactivityTime < 0) return undefined;
  const last = c.lastMessage;
  if (!last || last.private || !isAgentSide(last.by)) return undefined;
  const sent = Date.parse(last.sentTime);
  return Number.isNaN(sent) ? undefined : sent + c.inactivityTime * 1000;
}

/**
 * The conversations due at `now`: due from the deadline itself (inactivityTime seconds of
 * silence have passed), not a millisecond before.
 */
export function dueForInactivity(conversations: Iterable<InactivityFields>, now: number): DueInactivity[] {
  const due: DueInactivity[] = [];
  for (const c of conversations) {
    const deadline = inactivityDeadline(c);
    if (deadline !== undefined && now >= deadline && c.lastMessage) {
      due.push({ conversationId: c.conversationId, messageAt: c.lastMessage.sentTime });
    }
  }
  return due;
}
