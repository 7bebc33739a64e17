import { dayKey, type Message, type Snapshot } from '@tessera/core';
import { FOLD_CHARS, FOLD_LINES } from './foldedText';

type Shown = Snapshot<Message>;

/** One message as the thread lays it out: with the day separator and the 'new messages' divider above it when they fall there. */
export interface ThreadRow {
  key: string;
  message: Shown;
  /** First message of its day (in the order held): the DD/MM separator goes above it. */
  startsDay: boolean;
  /** The first unread message: the 'new messages' divider goes above it. */
  startsUnread: boolean;
}

/** The key a message keeps from sending to sent (its client id), as the list renders it. */
export const messageKey = (m: Pick<Message, '_id' | 'clientId'>): string => m.clientId || m._id;

// Messages are values (a change is a new object): each one's day is worked out once, not on every render of a 10,000-message thread.
const days = new WeakMap<object, string>();
function dayOf(m: Shown): string {
  let day = days.get(m);
  if (day === undefined) {
    day = dayKey(m.sentTime);
    days.set(m, day);
  }
  return day;
}

/** The thread's rows, oldest first; `unreadFrom` is the message the divider stays above (or null). */
export function threadRows(messages: readonly Shown[], unreadFrom: string | null): ThreadRow[] {
  const rows: ThreadRow[] = new Array(messages.length);
  let previousDay = '';
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i]!;
    const day = dayOf(message);
    rows[i] = { key: messageKey(message), message, startsDay: day !== previousDay, startsUnread: message._id === unreadFrom };
    previousDay = day;
  }
  return rows;
}

/**
 * A first guess at a row's height in px before it is measured, so the scroll bar is about right
 * and older pages coming in above barely move it: a bubble, a line per ~60 characters (up to what
 * a long text shows folded, and its "show more" button), a file's preview, and the separators above it.
 */
export function estimateRowHeight(row: ThreadRow): number {
  const length = row.message.text?.length ?? 0;
  const lines = Math.min(FOLD_LINES, Math.ceil(Math.min(length, FOLD_CHARS) / 60)) + (length > FOLD_CHARS ? 2 : 0);
  return 62 + lines * 20 + row.message.files.length * 96 + (row.startsDay ? 36 : 0) + (row.startsUnread ? 32 : 0);
}

/** Messages unread in the thread (the jump button's count). */
export const unreadCount = (messages: readonly Shown[]): number => messages.reduce((n, m) => (m.unread ? n + 1 : n), 0);
