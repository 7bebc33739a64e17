import { type Conversation, consumerName, isFinished, type Snapshot, slaDeadline } from '@tessera/core';

/** Something the agent should hear about, in a conversation. */
export type Happening =
  | { kind: 'conversation'; id: string; name: string }
  | { kind: 'messages'; id: string; name: string; count: number }
  | { kind: 'overdue'; id: string; name: string }
  | { kind: 'closedByConsumer'; id: string; name: string };

type Conversations = Snapshot<Record<string, Conversation>> | Record<string, Conversation>;
type Shown = Snapshot<Conversation> | Conversation;
/** A conversation as last seen, with its SLA deadline worked out once (each tick is then a comparison). */
type Seen = { conversation: Shown; deadline: number | undefined; overdue: boolean };

const byConsumer = (c: Pick<Conversation, 'closedBy'>) => c.closedBy === 'client' || c.closedBy === 'consumer';
/** The deadline the SLA clock ticks to (core's readSla rules): none for a finished or inactive conversation. */
const deadlineOf = (c: Shown) => (isFinished(c) || c.status === 'inactive' ? undefined : slaDeadline(c));
/** Overdue from 1 ms past the deadline, as the clock says. */
const isOverdue = (deadline: number | undefined, now: number) => deadline !== undefined && deadline - now < 0;
const seen = (c: Shown, now: number): Seen => {
  const deadline = deadlineOf(c);
  return { conversation: c, deadline, overdue: isOverdue(deadline, now) };
};

/**
 * What changed in the agent's conversations since the last look, as happenings: a conversation
 * that was not there, consumer messages in a conversation other than the open one (its unread
 * count grew), the open conversation closed by the consumer, and (at each tick) an SLA that turned
 * overdue. The first look only learns what is there: nothing the agent already had is news.
 */
export class ActivityWatch {
  private readonly seen = new Map<string, Seen>();
  private started = false;

  /** Learns the conversations as they are now, without telling anything (the list as loaded). */
  learn(conversations: Conversations, now: number): void {
    this.seen.clear();
    for (const [id, c] of Object.entries(conversations)) this.seen.set(id, seen(c, now));
    this.started = true;
  }

  get learned(): boolean {
    return this.started;
  }

  /** What is new in `conversations` since the last look. */
  observe(conversations: Conversations, openId: string | null, now: number): Happening[] {
    if (!this.started) {
      this.learn(conversations, now);
      return [];
    }
    const out: Happening[] = [];
    for (const [id, c] of Object.entries(conversations)) {
      const before = this.seen.get(id);
      if (!before) {
        this.seen.set(id, seen(c, now));
        if (!isFinished(c)) out.push({ kind: 'conversation', id, name: consumerName(c.consumer) });
        continue;
      }
      const was = before.conversation;
      if (was === c) continue;
      before.conversation = c;
      before.deadline = deadlineOf(c);
      if (id !== openId && c.unreadCount > was.unreadCount) out.push({ kind: 'messages', id, name: consumerName(c.consumer), count: c.unreadCount - was.unreadCount });
      if (id === openId && !isFinished(was) && isFinished(c) && byConsumer(c)) out.push({ kind: 'closedByConsumer', id, name: consumerName(c.consumer) });
    }
    if (this.seen.size > Object.keys(conversations).length) {
      for (const id of [...this.seen.keys()]) if (!(id in conversations)) this.seen.delete(id);
    }
    return out;
  }

  /** The conversations whose SLA turned overdue since the last tick. */
  tick(now: number): Happening[] {
    const out: Happening[] = [];
    for (const [id, entry] of this.seen) {
      const overdue = isOverdue(entry.deadline, now);
      if (overdue && !entry.overdue) out.push({ kind: 'overdue', id, name: consumerName(entry.conversation.consumer) });
      entry.overdue = overdue;
    }
    return out;
  }
}

/** A message id and its values: what one sentence of an announcement says. */
export type Sentence = { id: string; values: Record<string, string | number> };

/**
 * A burst of happenings as a few sentences, never one per event: "3 novas mensagens em 2
 * conversas", "2 novas conversas", one name when there is one conversation.
 */
export function summarize(happenings: readonly Happening[]): Sentence[] {
  const out: Sentence[] = [];
  const arrived = happenings.filter((h) => h.kind === 'conversation');
  if (arrived.length === 1) out.push({ id: 'alerts.say.conversation', values: { name: arrived[0]!.name } });
  else if (arrived.length > 1) out.push({ id: 'alerts.say.conversations', values: { count: arrived.length } });

  const messages = new Map<string, { name: string; count: number }>();
  for (const h of happenings) {
    if (h.kind !== 'messages') continue;
    const entry = messages.get(h.id) ?? { name: h.name, count: 0 };
    entry.count += h.count;
    messages.set(h.id, entry);
  }
  const total = [...messages.values()].reduce((sum, m) => sum + m.count, 0);
  if (messages.size === 1) out.push({ id: 'alerts.say.messagesFrom', values: { count: total, name: [...messages.values()][0]!.name } });
  else if (messages.size > 1) out.push({ id: 'alerts.say.messagesIn', values: { count: total, conversations: messages.size } });

  const overdue = [...new Map(happenings.filter((h) => h.kind === 'overdue').map((h) => [h.id, h.name])).values()];
  if (overdue.length === 1) out.push({ id: 'alerts.say.overdue', values: { name: overdue[0]! } });
  else if (overdue.length > 1) out.push({ id: 'alerts.say.overdueMany', values: { count: overdue.length } });

  for (const h of happenings) if (h.kind === 'closedByConsumer') out.push({ id: 'alerts.say.closedByConsumer', values: { name: h.name } });
  return out;
}
