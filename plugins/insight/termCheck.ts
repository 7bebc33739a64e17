import type { RE2JS } from 're2js';
import { requireEngine } from './engine';

/*
 * Whether a configured Insight term can run, and on what: RE2 (re2js), whose matching time grows
 * with the text's length only, whatever the pattern. Terms it cannot run (backreferences,
 * lookaround) are refused, never handed to the browser's backtracking engine.
 */

export const MAX_PATTERN_LENGTH = 500;
/**
 * Most instructions a term may compile to. Matching costs up to instructions × characters, so this
 * bounds what one term can cost per character; real terms (CPF, plate, policy) take 10 to 40.
 */
export const MAX_PROGRAM_SIZE = 300;

export type TermRefusal =
  /** Longer than MAX_PATTERN_LENGTH. */
  | 'too-long'
  /** Not a regular expression at all. */
  | 'invalid'
  /** Valid in JavaScript but not in RE2: backreferences, lookahead, lookbehind, \p{Letter}... */
  | 'unsupported'
  /** Compiles to more than MAX_PROGRAM_SIZE instructions (e.g. (.*a){1000}). */
  | 'too-complex';

export type TermCheck = { ok: true; pattern: RE2JS; cost: number } | { ok: false; reason: TermRefusal; detail: string };

/** Checks a term's pattern (JavaScript syntax, as the company writes it) and compiles it for RE2. */
export function checkTerm(source: string): TermCheck {
  if (source.length > MAX_PATTERN_LENGTH) {
    return { ok: false, reason: 'too-long', detail: `${source.length} characters, at most ${MAX_PATTERN_LENGTH}` };
  }
  try {
    // Only parsed, never run: telling a broken pattern from one RE2 cannot run.
    new RegExp(source, 'u');
  } catch (error) {
    return { ok: false, reason: 'invalid', detail: (error as Error).message };
  }
  let pattern: RE2JS;
  try {
    const re2 = requireEngine();
    pattern = re2.compile(re2.translateRegExp(source));
  } catch (error) {
    return { ok: false, reason: 'unsupported', detail: (error as Error).message };
  }
  const size = pattern.programSize();
  if (size > MAX_PROGRAM_SIZE) {
    return { ok: false, reason: 'too-complex', detail: `${size} instructions, at most ${MAX_PROGRAM_SIZE}` };
  }
  return { ok: true, pattern, cost: size };
}

const explanations: Record<TermRefusal, string> = {
  'too-long': 'its pattern is too long',
  invalid: 'its pattern is not a valid regular expression',
  unsupported: 'its pattern uses syntax the linear-time engine (RE2) does not run, such as a backreference or lookaround',
  'too-complex': 'its pattern is too complex to match in bounded time',
};

/** A sentence for the log (and later the admin's form) saying why a term is refused. */
export function describeRefusal(reason: TermRefusal, detail: string): string {
  return `${explanations[reason]} (${detail})`;
}
