import type { TextMatch } from '@tessera/core';
import type { CompiledTerm } from './terms';

/** Most matches kept from one message, and most steps through it counting empty matches. */
export const MAX_MATCHES = 100;
const MAX_FIND_STEPS = 1_000;

/**
 * Matching work one message may take, in instructions × characters: some 15 ms at worst. The
 * costlier a company's terms, the shorter the part of a huge message they read; terms as simple
 * as the usual ones read it up to MAX_SCANNED_CHARS.
 */
const WORK_PER_MESSAGE = 2_000_000;
export const MAX_SCANNED_CHARS = 50_000;

/** How many characters of each message these terms look at. */
export function scanLength(terms: readonly CompiledTerm[]): number {
  const cost = terms.reduce((sum, term) => sum + term.cost, 0);
  return Math.min(MAX_SCANNED_CHARS, Math.floor(WORK_PER_MESSAGE / Math.max(cost, 1)));
}

// What the terms found in each text: the panel and every re-render ask again for the same messages.
const foundByTerms = new WeakMap<readonly CompiledTerm[], Map<string, readonly TextMatch[]>>();
const MAX_REMEMBERED_TEXTS = 2_000;

function remembered(terms: readonly CompiledTerm[]): Map<string, readonly TextMatch[]> {
  let found = foundByTerms.get(terms);
  if (!found) foundByTerms.set(terms, (found = new Map()));
  return found;
}

/** Every match of every term in a text (up to MAX_MATCHES), each labelled with its term's name. */
export function findTerms(text: string, terms: readonly CompiledTerm[]): readonly TextMatch[] {
  const memory = remembered(terms);
  const known = memory.get(text);
  if (known) return known;
  const scanned = text.slice(0, scanLength(terms));
  const found: TextMatch[] = [];
  collect: for (const term of terms) {
    const matcher = term.pattern.matcher(scanned);
    for (let step = 0; step < MAX_FIND_STEPS && matcher.find(); step++) {
      if (matcher.end() === matcher.start()) continue;
      found.push({ start: matcher.start(), end: matcher.end(), label: term.name });
      if (found.length >= MAX_MATCHES) break collect;
    }
  }
  if (memory.size >= MAX_REMEMBERED_TEXTS) memory.delete(memory.keys().next().value!);
  memory.set(text, found);
  return found;
}
