import { type Conversation, isFinished } from '../schemas';

export type SlaState = 'normal' | 'bursting' | 'overdue' | 'inactive' | 'closed';

export interface SlaReading {
  state: SlaState;
  /** Milliseconds to the deadline (negative once overdue); undefined without a deadline. */
  remainingMs: number | undefined;
}

export type SlaFields = Pick<Conversation, 'status' | 'slaLate' | 'statusTriggers' | 'lastMessage' | 'assignedTime'>;

const isAgentSide = (by: string | undefined) => by === 'agent' || by === 'manager';

/**
 * The SLA deadline (spec 000 §4): the last agent message + slaLate seconds. The list only knows
 * the conversation's last message, so when that is not the agent's the overdue trigger stands in
 * for it: the server computes it the same way, and our own replies move it (core/state/conversations).
 * A conversation nobody has answered yet counts from its assignment.
 */
export function slaDeadline(c: SlaFields): number | undefined {
  if (c.statusTriggers.overdue) return Date.parse(c.statusTriggers.overdue);
  if (!c.slaLate) return undefined;
  const from = c.lastMessage && isAgentSide(c.lastMessage.by) ? c.lastMessage.sentTime : c.assignedTime;
  return from ? Date.parse(from) + c.slaLate * 1000 : undefined;
}

/** What decides the clock once its fields are known: a fixed state, or a deadline to tick towards. */
export type SlaTimeline = { fixed: 'inactive' | 'closed' } | { deadline: number; burstMs: number };

/**
 * The clock's states (spec 000 §4), computed from timestamps, never from counted ticks:
 * - overdue: after the deadline (1 ms past it is overdue; the deadline itself is not yet);
 * - bursting: from the burst point, half of slaLate before the deadline, up to the deadline, both included;
 * - normal: before the burst point;
 * - inactive: an inactive conversation does not tick;
 * - closed: a finished conversation, or one without the data for a deadline.
 * Working the timeline out once (parsing its dates) leaves each tick a subtraction.
 */
export function slaTimeline(c: SlaFields): SlaTimeline {
  if (isFinished(c)) return { fixed: 'closed' };
  if (c.status === 'inactive') return { fixed: 'inactive' };
  const deadline = slaDeadline(c);
  if (deadline === undefined || Number.isNaN(deadline)) return { fixed: 'closed' };
  return { deadline, burstMs: (c.slaLate * 1000) / 2 };
}

export function readTimeline(timeline: SlaTimeline, now: number): SlaReading {
  if ('fixed' in timeline) return { state: timeline.fixed, remainingMs: undefined };
  const remainingMs = timeline.deadline - now;
  if (remainingMs < 0) return { state: 'overdue', remainingMs };
  return { state: remainingMs <= timeline.burstMs ? 'bursting' : 'normal', remainingMs };
}

/** The clock's state at `now`: see slaTimeline for the rules. */
export function readSla(c: SlaFields, now: number): SlaReading {
  return readTimeline(slaTimeline(c), now);
}

/**
 * Whole seconds the clock shows: time left rounds up (it reads 00:00 only at the deadline itself),
 * time overdue rounds down (it reads 00:01 once a full second has passed).
 */
export function slaSeconds(remainingMs: number): number {
  return remainingMs >= 0 ? Math.ceil(remainingMs / 1000) : Math.floor(-remainingMs / 1000);
}
