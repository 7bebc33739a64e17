import { describe, expect, test } from '@rstest/core';
import { breaksSymbolRule, reasonProblem, reasonSchema } from './reason';

const valid = (reason: string) => reasonSchema.safeParse({ reason }).success;

describe('transfer reason (spec 001 §5)', () => {
  test('19 characters are too few, 20 are enough', () => {
    expect(valid('a'.repeat(19))).toBe(false);
    expect(reasonProblem('a'.repeat(19))).toBe('tooShort');
    expect(valid('a'.repeat(20))).toBe(true);
  });

  test('150 characters are the most, 151 too many', () => {
    expect(valid('a'.repeat(150))).toBe(true);
    expect(valid('a'.repeat(151))).toBe(false);
    expect(reasonProblem('a'.repeat(151))).toBe('tooLong');
  });

  test('surrounding spaces do not count towards the 20', () => {
    expect(valid(`   ${'a'.repeat(19)}   `)).toBe(false);
    expect(valid(` ${'a'.repeat(20)} `)).toBe(true);
  });

  test('the odd rule: under 20, starting with a non-alphanumeric and containing non-word characters', () => {
    expect(breaksSymbolRule('#cliente pediu')).toBe(true);
    expect(reasonProblem('#cliente pediu')).toBe('startsWithSymbol');
    expect(breaksSymbolRule('...')).toBe(true);
    // Starts with a letter or a number: not this rule (only too short).
    expect(breaksSymbolRule('cliente pediu')).toBe(false);
    expect(breaksSymbolRule('3 vezes ligou')).toBe(false);
    // Accented letters are letters: Portuguese is not a symbol.
    expect(breaksSymbolRule('Ênfase no sinistro')).toBe(false);
    // Starts with a non-alphanumeric but every character is a word character: not this rule.
    expect(breaksSymbolRule('_cliente_pediu')).toBe(false);
    // 20 and more: the rule no longer applies, the reason is valid.
    expect(breaksSymbolRule('#cliente pediu outra área')).toBe(false);
    expect(valid('#cliente pediu outra área')).toBe(true);
  });

  test('the schema says which message to show; too short shows none (the hint says it)', () => {
    const issue = (reason: string) => reasonSchema.safeParse({ reason }).error?.issues[0]?.message;
    expect(issue('curto')).toBe('transfer.reason.tooShort');
    expect(issue('#curto!')).toBe('transfer.reason.startsWithSymbol');
    expect(issue('a'.repeat(151))).toBe('transfer.reason.tooLong');
  });
});
