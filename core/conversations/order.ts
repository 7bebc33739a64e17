import { type Conversation, isFinished } from '../schemas';

type Orderable = Pick<Conversation, 'conversationId' | 'status' | 'end' | 'statusTriggers' | 'assignedTime'>;

const time = (iso: string | undefined) => (iso ? Date.parse(iso) || 0 : 0);

function rank(c: Orderable): number {
  if (isFinished(c)) return 2;
  return c.status === 'inactive' ? 1 : 0;
}

/**
 * List order (spec 000 §4): finished conversations last, by end time; inactive ones by their
 * inactivity trigger; the rest by overdue trigger (or assigned time), most urgent first.
 */
export function compareConversations(a: Orderable, b: Orderable): number {
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  let diff: number;
  if (rank(a) === 2) diff = time(b.end) - time(a.end);
  else if (rank(a) === 1) diff = time(a.statusTriggers.inactive) - time(b.statusTriggers.inactive);
  else diff = time(a.statusTriggers.overdue ?? a.assignedTime) - time(b.statusTriggers.overdue ?? b.assignedTime);
  return diff !== 0 ? diff : a.conversationId.localeCompare(b.conversationId);
}

export function orderConversations<T extends Orderable>(list: readonly T[]): T[] {
  return [...list].sort(compareConversations);
}
