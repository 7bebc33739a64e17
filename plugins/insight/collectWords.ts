import type { Message, Snapshot } from '@tessera/core';
import { findTerms } from './findTerms';
import type { CompiledTerm } from './terms';

export interface CollectedWord {
  term: string;
  word: string;
  /** Messages containing the word, oldest first. */
  messageIds: string[];
}

/** The words the terms found across a conversation, once each, in order of first sighting. */
export function collectWords(messages: readonly Snapshot<Message>[], terms: readonly CompiledTerm[]): CollectedWord[] {
  const byKey = new Map<string, CollectedWord>();
  for (const m of messages) {
    for (const match of findTerms(m.text, terms)) {
      const word = m.text.slice(match.start, match.end);
      const key = `${match.label}\u0000${word}`;
      const entry = byKey.get(key) ?? { term: match.label ?? '', word, messageIds: [] };
      if (!entry.messageIds.includes(m._id)) entry.messageIds.push(m._id);
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()];
}
