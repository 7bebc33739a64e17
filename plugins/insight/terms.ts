import { checkLinearPattern, describePatternRefusal, type Feature, featureOf, LINEAR_PATTERN_LIMITS, linearPatternEngine, logger, type Snapshot } from '@tessera/core';
import type { RE2JS } from 're2js';

export interface CompiledTerm {
  name: string;
  /** The pattern as the company wrote it. */
  source: string;
  /** Compiled for RE2: linear in the text, whatever the pattern. */
  pattern: RE2JS;
  /** What the term costs per character scanned, at worst (its program's instructions). */
  cost: number;
}

/** Most instructions all terms together may take: what every message costs per character at worst. */
export const MAX_TOTAL_COST = LINEAR_PATTERN_LIMITS.totalCost;

const compiledByConfig = new Map<string, CompiledTerm[]>();

/**
 * The active terms of the Insight feature, compiled once per configuration. Terms RE2 cannot run
 * (backreferences, lookaround), broken or too costly ones are skipped and reported.
 */
export function compileTerms(feature: Snapshot<Pick<Feature, 'config'>> | undefined, onRejected?: (name: string, why: string) => void): CompiledTerm[] {
  const list = feature?.config.list ?? [];
  const key = JSON.stringify(list);
  const cached = compiledByConfig.get(key);
  if (cached) return cached;
  const compiled: CompiledTerm[] = [];
  let total = 0;
  for (const term of list) {
    if (!term.active) continue;
    const check = checkLinearPattern(term.regex);
    if (!check.ok) onRejected?.(term.name, describePatternRefusal(check.reason, check.detail));
    else if (total + check.cost > MAX_TOTAL_COST) onRejected?.(term.name, `the terms before it and it are too complex together (more than ${MAX_TOTAL_COST} instructions)`);
    else {
      compiled.push({ name: term.name, source: term.regex, pattern: check.pattern, cost: check.cost });
      total += check.cost;
    }
  }
  compiledByConfig.set(key, compiled);
  return compiled;
}

/**
 * The signed-in company's Insight terms; a refused one is logged once per configuration. None
 * until the engine has loaded (the plugin loads it when a conversation opens).
 */
export function activeTerms(): CompiledTerm[] {
  if (!linearPatternEngine.ready) return [];
  return compileTerms(featureOf('Insight'), (name, why) => logger.warn(`[insight] term "${name}" is skipped: ${why}`));
}
