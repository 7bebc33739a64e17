import { type Feature, featureOf, logger, type Message, type Snapshot, type TextMatch } from '@tessera/core';

export interface CompiledTerm {
  name: string;
  pattern: RegExp;
}

/** Longest text scanned per message and most matches kept: a huge message cannot stall the tab. */
export const MAX_SCANNED_CHARS = 4_000;
export const MAX_MATCHES = 100;

/**
 * Shapes of pattern that can backtrack for minutes on a crafted message, refused rather than
 * risked: a repeated group with something repeated inside ((a+)+, ((\d+)-?)+), a repeated
 * group of alternatives ((a|a)+), and two open-ended repeats in a row (\d*\d*, .*.*).
 * Groups are followed to any depth; escapes and character classes are literal text.
 */
function hasRiskyRepetition(source: string): boolean {
  const open: { quantified: boolean; alternation: boolean }[] = [];
  let closed: { quantified: boolean; alternation: boolean } | undefined;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    const quantifier = ch === '+' || ch === '*' ? ch : ch === '{' ? /^\{\d*,?\d*\}/.exec(source.slice(i))?.[0] : undefined;
    if (quantifier) {
      const unbounded = quantifier === '+' || quantifier === '*' || /,\}$/.test(quantifier);
      if (closed && (closed.quantified || (unbounded && closed.alternation))) return true;
      if (open.length) open[open.length - 1]!.quantified = true;
      i += quantifier.length - 1;
      closed = undefined;
      continue;
    }
    closed = undefined;
    if (ch === '\\') i++;
    else if (ch === '[') {
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
    } else if (ch === '(') open.push({ quantified: false, alternation: false });
    else if (ch === '|' && open.length) open[open.length - 1]!.alternation = true;
    else if (ch === ')') {
      closed = open.pop();
      if (closed?.quantified && open.length) open[open.length - 1]!.quantified = true;
    }
  }
  return false;
}

const OPEN_ENDED_ATOM = String.raw`(?:\\[dDwWsS]|\.|\[(?:[^\]\\]|\\.)*\])[*+]`;
const ADJACENT_OPEN_ENDED = new RegExp(`${OPEN_ENDED_ATOM}\\??${OPEN_ENDED_ATOM}`);

export function isSafePattern(source: string): boolean {
  return source.length <= 500 && !hasRiskyRepetition(source) && !ADJACENT_OPEN_ENDED.test(source);
}

const cache = new Map<string, CompiledTerm[]>();

/** The active terms of the Insight feature, compiled once per configuration; bad ones are skipped. */
export function compileTerms(feature: Snapshot<Pick<Feature, 'config'>> | undefined, onRejected?: (name: string) => void): CompiledTerm[] {
  const list = feature?.config.list ?? [];
  const key = JSON.stringify(list);
  const cached = cache.get(key);
  if (cached) return cached;
  const compiled: CompiledTerm[] = [];
  for (const term of list) {
    if (!term.active) continue;
    if (!isSafePattern(term.regex)) {
      onRejected?.(term.name);
      continue;
    }
    try {
      compiled.push({ name: term.name, pattern: new RegExp(term.regex, 'gu') });
    } catch {
      onRejected?.(term.name);
    }
  }
  cache.set(key, compiled);
  return compiled;
}

/** Every match of every term in a text, each labelled with its term's name. */
export function findTerms(text: string, terms: readonly CompiledTerm[]): TextMatch[] {
  const scanned = text.length > MAX_SCANNED_CHARS ? text.slice(0, MAX_SCANNED_CHARS) : text;
  const found: TextMatch[] = [];
  for (const term of terms) {
    term.pattern.lastIndex = 0;
    for (const match of scanned.matchAll(term.pattern)) {
      if (!match[0]) continue;
      found.push({ start: match.index, end: match.index + match[0].length, label: term.name });
      if (found.length >= MAX_MATCHES) return found;
    }
  }
  return found;
}

/** The signed-in company's Insight terms. */
export function activeTerms(): CompiledTerm[] {
  return compileTerms(featureOf('Insight'), (name) => logger.warn(`[insight] term "${name}" has an unusable pattern and is skipped`));
}

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
