import { describe, expect, it } from '@rstest/core';
import { checkPasswordRules, meetsPasswordRules, newPasswordSchema } from './passwordRules';

const schema = newPasswordSchema();

/** The first message on each field, as the form shows it (one per field). */
function errors(newPassword: string, passwordRepeat = newPassword): Record<string, string> {
  const result = schema.safeParse({ newPassword, passwordRepeat });
  const shown: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) shown[String(issue.path[0])] ??= issue.message;
  return shown;
}

describe('the new-password rule (the stricter reading: 8-30, digit, lower, upper, special)', () => {
  it('accepts 8 and 30 characters and refuses 7 and 31', () => {
    expect(errors('Abcde1!')).toEqual({ newPassword: 'password.error.length' });
    expect(errors('Abcdef1!')).toEqual({});
    expect(errors(`Abcdef1!${'x'.repeat(22)}`)).toEqual({});
    expect(errors(`Abcdef1!${'x'.repeat(23)}`)).toEqual({ newPassword: 'password.error.length' });
  });

  it('counts characters, not UTF-16 units: 30 accented or emoji characters are still 30', () => {
    expect(meetsPasswordRules(`Aa1!${'ç'.repeat(26)}`)).toBe(true);
    expect(meetsPasswordRules(`Aa1!${'😀'.repeat(26)}`)).toBe(true);
    expect(meetsPasswordRules(`Aa1!${'😀'.repeat(27)}`)).toBe(false);
  });

  it('names the one requirement that is missing', () => {
    expect(errors('Abcdefg!')).toEqual({ newPassword: 'password.error.digit' });
    expect(errors('ABCDEF1!')).toEqual({ newPassword: 'password.error.lowercase' });
    expect(errors('abcdef1!')).toEqual({ newPassword: 'password.error.uppercase' });
    expect(errors('Abcdefg1')).toEqual({ newPassword: 'password.error.special' });
  });

  it('takes letters of any alphabet and any punctuation or symbol as special', () => {
    expect(meetsPasswordRules('Ação2026#')).toBe(true);
    expect(meetsPasswordRules('ÁÉÍóú12_x')).toBe(true);
    expect(meetsPasswordRules('Senha 2026')).toBe(false); // a space is not a special character
  });

  it('requires both fields', () => {
    expect(errors('', '')).toEqual({ newPassword: 'password.error.required', passwordRepeat: 'password.error.required' });
    expect(errors('Tessera#2027', '')).toEqual({ passwordRepeat: 'password.error.required' });
  });

  it('requires the two to be the same, with the error on the repeat', () => {
    expect(errors('Tessera#2027', 'Tessera#2028')).toEqual({ passwordRepeat: 'password.error.mismatch' });
    expect(errors('Tessera#2027', 'tessera#2027')).toEqual({ passwordRepeat: 'password.error.mismatch' });
    expect(schema.safeParse({ newPassword: 'Tessera#2027', passwordRepeat: 'Tessera#2027' }).success).toBe(true);
  });

  it('marks each rule of the checklist as met or not', () => {
    const met = (value: string) => checkPasswordRules(value).filter((c) => c.met).map((c) => c.rule.id);
    expect(met('')).toEqual([]);
    expect(met('a')).toEqual(['lowercase']);
    expect(met('Abcdefg1')).toEqual(['length', 'digit', 'lowercase', 'uppercase']);
    expect(met('Abcdefg1!')).toEqual(['length', 'digit', 'lowercase', 'uppercase', 'special']);
  });
});
