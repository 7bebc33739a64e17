import { type Conversation, isFinished } from '../schemas';

export type SlaState = 'normal' | 'bursting' | 'overdue' | 'inactive' | 'closed';

export interface SlaReading {
  state: SlaState;
  /** Milliseconds to the deadline (negative once overdue); undefined without a deadline. */
  remainingMs: number | undefined;
}

type SlaFields = Pick<Conversation, 'status' | 'slaLate' | 'statusTriggers' | 'lastMessage' | 'assignedTime'>;

/**
 * The SLA deadline: the overdue trigger the server (or our last reply) set, else the last
 * agent message (or the assignment) plus slaLate seconds (spec 000 §4).
 */
export function slaDeadline(c: SlaFields): number | undefined {
  if (c.statusTriggers.overdue) return Date.parse(c.statusTriggers.overdue);
  if (!c.slaLate) return undefined;
  const agentSpoke = c.lastMessage && (c.lastMessage.by === 'agent' || c.lastMessage.by === 'manager') ? c.lastMessage.sentTime : undefined;
  const from = agentSpoke ?? c.assignedTime;
  return from ? Date.parse(from) + c.slaLate * 1000 : undefined;
}

/**
 * Overdue after the deadline; bursting from half of slaLate before it; normal before that;
 * inactive for inactive conversations; closed when finished or when there is no data.
 */
export function readSla(c: SlaFields, now: number): SlaReading {
  if (isFinished(c)) return { state: 'closed', remainingMs: undefined };
  if (c.status === 'inactive') return { state: 'inactive', remainingMs: undefined };
  const deadline = slaDeadline(c);
  if (deadline === undefined || Number.isNaN(deadline)) return { state: 'closed', remainingMs: undefined };
  const remainingMs = deadline - now;
  if (remainingMs < 0) return { state: 'overdue', remainingMs };
  const burstMs = (c.slaLate * 1000) / 2;
  return { state: remainingMs <= burstMs ? 'bursting' : 'normal', remainingMs };
}
