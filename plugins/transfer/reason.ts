import * as z from 'zod/mini';

/** Spec 001 §5, §9: the transfer reason is 20 to 150 characters. */
export const REASON_MIN = 20;
export const REASON_MAX = 150;

/**
 * Spec 001 §5's odd rule, as written: "input is rejected if under 20 characters and it starts
 * with a non-alphanumeric character while containing non-word characters". Under 20 is refused
 * anyway; the rule decides what the agent is told (start with a letter or a number). Letters and
 * digits of any script count as alphanumeric and as word characters (with '_'), so 'Ênfase' starts
 * with a letter and 'ação' is all word characters: Portuguese is not punished for its accents.
 */
export function breaksSymbolRule(value: string): boolean {
  return value.length < REASON_MIN && /^[^\p{L}\p{N}]/u.test(value) && /[^\p{L}\p{N}_]/u.test(value);
}

/** The characters that count: surrounding spaces do not make a reason. */
export const reasonLength = (value: string): number => value.trim().length;

export type ReasonProblem = 'tooShort' | 'startsWithSymbol' | 'tooLong';

/** Why the reason cannot be sent yet, or null when it can. */
export function reasonProblem(value: string): ReasonProblem | null {
  if (value.length > REASON_MAX) return 'tooLong';
  if (breaksSymbolRule(value)) return 'startsWithSymbol';
  if (reasonLength(value) < REASON_MIN) return 'tooShort';
  return null;
}

/** 'tooShort' is not an error to show: the hint under the field already says it. */
export const TOO_SHORT = 'transfer.reason.tooShort';

/** The reason form; messages are message ids. */
export const reasonSchema = z.object({
  reason: z.string().check(
    z.superRefine((value, ctx) => {
      const problem = reasonProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `transfer.reason.${problem}` });
    }),
  ),
});
export type ReasonForm = z.infer<typeof reasonSchema>;
