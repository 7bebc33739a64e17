import { type Message, type Snapshot, termMatches } from '@tessera/core';

/** One occurrence of the searched words in a message of the history. */
export interface Match {
  messageId: string;
  start: number;
  end: number;
}

/** Most occurrences one search marks: beyond them the counter says so and the rest stay unmarked. */
export const MAX_HISTORY_MATCHES = 2_000;
/** Spec 001 §9: the history's search highlights 300 ms after the agent stops typing. */
export const HIGHLIGHT_DELAY_MS = 300;

/**
 * Every occurrence of `term` in the messages' texts, in reading order (oldest message first):
 * plain text search ignoring case and accents (the core's termMatches, never a regex from the
 * agent's words), capped at MAX_HISTORY_MATCHES.
 */
export function findMatches(messages: readonly Snapshot<Message>[], term: string): Match[] {
  const found: Match[] = [];
  if (!term.trim()) return found;
  for (const m of messages) {
    if (found.length >= MAX_HISTORY_MATCHES) break;
    for (const { start, end } of termMatches(m.text, term, MAX_HISTORY_MATCHES - found.length)) found.push({ messageId: m._id, start, end });
  }
  return found;
}

/** The match the keys move to: down/Enter the next, up the previous, round the ends. */
export function stepMatch(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return direction > 0 ? 0 : count - 1;
  return (current + direction + count) % count;
}

/** A message's text cut at its matches: plain strings and marked parts, each with its match index. */
export function segmentsOf(text: string, matches: readonly Match[], firstIndex: number): { text: string; match?: number }[] {
  const parts: { text: string; match?: number }[] = [];
  let at = 0;
  matches.forEach((m, i) => {
    if (m.start > at) parts.push({ text: text.slice(at, m.start) });
    parts.push({ text: text.slice(m.start, m.end), match: firstIndex + i });
    at = m.end;
  });
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
