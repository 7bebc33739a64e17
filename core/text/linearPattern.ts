import type { RE2JS } from 're2js';
import { proxy } from 'valtio';

/*
 * Patterns a company writes (Insight's terms) run on RE2 (re2js), whose matching time grows with
 * the text's length only, whatever the pattern. One check says whether a pattern can run, for the
 * workspace that runs it and for the administration that saves it, so the two never disagree.
 */

export const LINEAR_PATTERN_LIMITS = {
  /** Most characters in a pattern. */
  length: 500,
  /**
   * Most instructions one pattern may compile to. Matching costs up to instructions × characters,
   * so this bounds what one pattern costs per character; real terms (CPF, plate, policy) take 10 to 40.
   */
  programSize: 300,
  /** Most instructions all of a list's patterns may take together: some 25 usual terms. */
  totalCost: 1_000,
} as const;

export type LinearPatternRefusal =
  /** Longer than LINEAR_PATTERN_LIMITS.length. */
  | 'too-long'
  /** Not a regular expression at all. */
  | 'invalid'
  /** Valid in JavaScript but not in RE2: backreferences, lookahead, lookbehind... */
  | 'unsupported'
  /** Compiles to more than LINEAR_PATTERN_LIMITS.programSize instructions (e.g. (.*a){1000}). */
  | 'too-complex';

export type LinearPatternCheck = { ok: true; pattern: RE2JS; cost: number } | { ok: false; reason: LinearPatternRefusal; detail: string };

let engine: typeof RE2JS | undefined;
let loading: Promise<void> | undefined;

/** Whether RE2 has loaded (read with useSnapshot: what waits for it renders again then). */
export const linearPatternEngine = proxy({ ready: false });

/** Loads RE2 (a large chunk): where patterns are first needed, not with the workspace. A failed load may be tried again. */
export function loadLinearPatternEngine(): Promise<void> {
  loading ??= import(/* webpackChunkName: "re2" */ 're2js').then(
    (module) => {
      engine = module.RE2JS;
      linearPatternEngine.ready = true;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Checks a pattern (JavaScript syntax, as the company writes it) and compiles it for RE2. Needs the
 * engine loaded (`linearPatternEngine.ready`, or await loadLinearPatternEngine()).
 */
export function checkLinearPattern(source: string): LinearPatternCheck {
  const { length, programSize } = LINEAR_PATTERN_LIMITS;
  if (source.length > length) return { ok: false, reason: 'too-long', detail: `${source.length} characters, at most ${length}` };
  try {
    // Only parsed, never run: telling a broken pattern from one RE2 cannot run.
    new RegExp(source, 'u');
  } catch (error) {
    return { ok: false, reason: 'invalid', detail: (error as Error).message };
  }
  if (!engine) throw new Error('the pattern engine is not loaded yet (await loadLinearPatternEngine())');
  let pattern: RE2JS;
  try {
    pattern = engine.compile(engine.translateRegExp(source));
  } catch (error) {
    return { ok: false, reason: 'unsupported', detail: (error as Error).message };
  }
  const size = pattern.programSize();
  if (size > programSize) return { ok: false, reason: 'too-complex', detail: `${size} instructions, at most ${programSize}` };
  return { ok: true, pattern, cost: size };
}

const explanations: Record<LinearPatternRefusal, string> = {
  'too-long': 'its pattern is too long',
  invalid: 'its pattern is not a valid regular expression',
  unsupported: 'its pattern uses syntax the linear-time engine (RE2) does not run, such as a backreference or lookaround',
  'too-complex': 'its pattern is too complex to match in bounded time',
};

/** A sentence for the log saying why a pattern is refused. */
export function describePatternRefusal(reason: LinearPatternRefusal, detail: string): string {
  return `${explanations[reason]} (${detail})`;
}
