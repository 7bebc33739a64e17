import type { Message, Snapshot } from '@tessera/core';
import { findTerms } from './findTerms';
import type { CompiledTerm } from './terms';

export interface CollectedWord {
  term: string;
  word: string;
  /** Messages containing the word, oldest first. */
  messageIds: string[];
}

type Messages = readonly Snapshot<Message>[];

/**
 * A collected word longer than this shows shortened in the widget (and its buttons' names): a term
 * as open as [\s\S]*x takes whole messages. Copy and highlight still take the whole word.
 */
export const SHOWN_WORD_CHARS = 80;

/** The word as the widget shows it: whole, or its first SHOWN_WORD_CHARS characters and an ellipsis. */
export function shortWord(word: string): string {
  if (word.length <= SHOWN_WORD_CHARS) return word;
  let end = SHOWN_WORD_CHARS;
  // Never half a character: a surrogate pair stays whole.
  const last = word.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${word.slice(0, end)}…`;
}

/** Gathers the words of messages taken one at a time, in order. */
function collector(terms: readonly CompiledTerm[]) {
  const byKey = new Map<string, CollectedWord>();
  return {
    add(m: Snapshot<Message>) {
      for (const match of findTerms(m.text, terms)) {
        const word = m.text.slice(match.start, match.end);
        const key = `${match.label}\u0000${word}`;
        const entry = byKey.get(key) ?? { term: match.label ?? '', word, messageIds: [] };
        if (!entry.messageIds.includes(m._id)) entry.messageIds.push(m._id);
        byKey.set(key, entry);
      }
    },
    words: (): CollectedWord[] => [...byKey.values()],
  };
}

/** The words the terms found across a conversation, once each, in order of first sighting. */
export function collectWords(messages: Messages, terms: readonly CompiledTerm[]): CollectedWord[] {
  const words = collector(terms);
  for (const m of messages) words.add(m);
  return words.words();
}

/**
 * Main-thread time one slice of collecting may take before it lets the page go on (ms). Reading a
 * message costs some 15 ms at worst (findTerms.ts), so a slice stays well under a long frame.
 */
export const SLICE_MS = 8;

export interface Slicing {
  /** The clock (ms). */
  now: () => number;
  /** Runs the next slice later, letting the page draw and answer meanwhile; returns how to cancel it. */
  later: (next: () => void) => () => void;
}

const browserSlicing: Slicing = {
  now: () => performance.now(),
  later: (next) => {
    const timer = setTimeout(next, 0);
    return () => clearTimeout(timer);
  },
};

/**
 * collectWords in slices of about SLICE_MS: a long history of huge messages (a page of them coming
 * in, the whole history loading for the widget) is read over several tasks, never in one that
 * holds the page. Messages already read cost a lookup (findTerms remembers), so a new message
 * coming in is collected in the first slice. Calls `done` with the words once all are read;
 * returns how to stop.
 */
export function collectWordsInSlices(
  messages: Messages,
  terms: readonly CompiledTerm[],
  done: (words: CollectedWord[]) => void,
  { now, later }: Slicing = browserSlicing,
): () => void {
  const words = collector(terms);
  let next = 0;
  let cancel: (() => void) | undefined;
  let stopped = false;
  const slice = () => {
    cancel = undefined;
    const until = now() + SLICE_MS;
    while (next < messages.length) {
      words.add(messages[next++]!);
      if (next < messages.length && now() >= until) {
        if (!stopped) cancel = later(slice);
        return;
      }
    }
    if (!stopped) done(words.words());
  };
  slice();
  return () => {
    stopped = true;
    cancel?.();
  };
}
