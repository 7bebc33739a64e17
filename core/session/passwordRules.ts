import * as z from 'zod/mini';

/**
 * The new-password rule (spec 000 §5, §9). The product states two readings; we enforce the
 * stricter one: 8 to 30 characters with a digit, a lowercase letter, an uppercase letter and a
 * special character. Messages are react-intl ids, translated where they show.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;

export type PasswordRuleId = 'length' | 'digit' | 'lowercase' | 'uppercase' | 'special';

export interface PasswordRule {
  id: PasswordRuleId;
  test(value: string): boolean;
  /** What the rule asks for, shown in the checklist. */
  hint: string;
  /** The field error when the rule is not met. */
  error: string;
}

// Letters of any alphabet count (á, Ç); a special character is punctuation or a symbol.
export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    test: (v) => [...v].length >= PASSWORD_MIN_LENGTH && [...v].length <= PASSWORD_MAX_LENGTH,
    hint: 'password.rule.length',
    error: 'password.error.length',
  },
  { id: 'digit', test: (v) => /\p{Nd}/u.test(v), hint: 'password.rule.digit', error: 'password.error.digit' },
  { id: 'lowercase', test: (v) => /\p{Ll}/u.test(v), hint: 'password.rule.lowercase', error: 'password.error.lowercase' },
  { id: 'uppercase', test: (v) => /\p{Lu}/u.test(v), hint: 'password.rule.uppercase', error: 'password.error.uppercase' },
  { id: 'special', test: (v) => /[\p{P}\p{S}]/u.test(v), hint: 'password.rule.special', error: 'password.error.special' },
];

/** Each rule and whether `value` meets it, in display order (the live checklist). */
export function checkPasswordRules(value: string): { rule: PasswordRule; met: boolean }[] {
  return passwordRules.map((rule) => ({ rule, met: rule.test(value) }));
}

/** true when `value` meets every rule (the demo backend uses the same test). */
export function meetsPasswordRules(value: string): boolean {
  return passwordRules.every((rule) => rule.test(value));
}

export const PASSWORD_REQUIRED = 'password.error.required';
export const PASSWORDS_DIFFER = 'password.error.mismatch';

/** The new-password form: both required, the rule on the first, the two the same. */
export function newPasswordSchema() {
  return z
    .object({
      newPassword: z.string().check(
        z.minLength(1, PASSWORD_REQUIRED),
        z.superRefine((value, ctx) => {
          // One message at a time, the first rule missed: the checklist shows the rest.
          const missed = passwordRules.find((rule) => !rule.test(value));
          if (missed) ctx.addIssue({ code: 'custom', message: missed.error });
        }),
      ),
      passwordRepeat: z.string().check(z.minLength(1, PASSWORD_REQUIRED)),
    })
    .check(
      z.refine((v) => !v.passwordRepeat || v.newPassword === v.passwordRepeat, {
        path: ['passwordRepeat'],
        message: PASSWORDS_DIFFER,
      }),
    );
}

export type NewPasswordForm = z.infer<ReturnType<typeof newPasswordSchema>>;
