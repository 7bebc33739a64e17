import * as z from 'zod/mini';
import type { Feature } from '../../core/schemas/session';
import { LINEAR_PATTERN_LIMITS } from '../../core/text/linearPattern';
import { checkRegex } from './form/regexSafety';

/**
 * The company's features (spec 000 §3: Tab and Insight) edited like a plugin's settings: each has a
 * zod schema the form is generated from. Labels: 'admin.feature.<name>.config.<field>.label'.
 */

/** A term's pattern: valid, runnable by RE2, no catastrophic-backtracking shape (regexSafety.ts). */
const termPattern = z.string().check(
  z.superRefine((value, ctx) => {
    const result = checkRegex(value);
    if (result.ok) return;
    ctx.issues.push({
      code: 'custom',
      input: value,
      message: `regex ${result.reason}`,
      params: { messageId: `admin.regex.${result.reason}`, values: { fragment: result.fragment ?? '', max: LINEAR_PATTERN_LIMITS.programSize } },
    });
  }),
);

const insightTerm = z.object({
  /** Not shown: kept for the terms the company had, made for new ones. */
  id: z.string(),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  active: z._default(z.boolean(), true),
  regex: termPattern,
});

/**
 * The agents' workspace runs active terms in order until they cost LINEAR_PATTERN_LIMITS.totalCost
 * together and skips the rest: the first active term past it is refused here.
 */
const insightTerms = z.array(insightTerm).check(
  z.maxLength(1000),
  z.superRefine((list, ctx) => {
    let total = 0;
    for (const [index, term] of list.entries()) {
      if (!term.active) continue;
      const result = checkRegex(term.regex);
      if (!result.ok) continue;
      total += result.cost;
      if (total <= LINEAR_PATTERN_LIMITS.totalCost) continue;
      ctx.issues.push({
        code: 'custom',
        input: term.regex,
        path: [index, 'regex'],
        message: 'regex too costly together',
        params: { messageId: 'admin.regex.tooCostlyTogether', values: { max: LINEAR_PATTERN_LIMITS.totalCost } },
      });
      return;
    }
  }),
);

export const featureForms = {
  Tab: z.object({ active: z._default(z.boolean(), false), required: z._default(z.boolean(), false) }),
  Insight: z.object({ active: z._default(z.boolean(), false), list: z._default(insightTerms, []) }),
} as const;
export type FeatureName = keyof typeof featureForms;
export const featureNames = Object.keys(featureForms) as FeatureName[];

/** The form's values of a feature the company has (or its defaults when it has none). */
export function featureValues(name: FeatureName, feature: Feature | undefined): Record<string, unknown> {
  if (name === 'Tab') return { active: feature?.active ?? false, required: feature?.required ?? false };
  return { active: feature?.active ?? false, list: (feature?.config.list ?? []).map((t) => ({ ...t })) };
}

/** The feature to save from the form's settings, keeping what the form does not edit. */
export function featureFrom(name: FeatureName, config: Record<string, unknown>, saved: Feature | undefined): Feature {
  const base: Feature = saved ?? { name, active: false, required: false, config: { list: [] } };
  if (name === 'Tab') return { ...base, name, active: !!config.active, required: !!config.required };
  const list = (config.list as Feature['config']['list'] | undefined) ?? [];
  return { ...base, name, active: !!config.active, config: { ...base.config, list } };
}

/** A fresh id for a term the admin adds. */
export const newTermId = () => `ins-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
