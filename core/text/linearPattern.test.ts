import { beforeAll, describe, expect, test } from '@rstest/core';
import { checkLinearPattern, describePatternRefusal, LINEAR_PATTERN_LIMITS, loadLinearPatternEngine } from './linearPattern';

// RE2 loads on demand in the app; these tests load it first.
beforeAll(() => loadLinearPatternEngine());

describe('a company pattern (an Insight term) on the linear-time engine', () => {
  test.each([
    ['\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}', 'CPF'],
    ['[A-Z]{3}-?\\d[A-Z0-9]\\d{2}', 'plate'],
    ['\\b\\d{2}\\.\\d{3}\\.\\d{6}\\b', 'policy number'],
    ['(?:protocolo|sinistro)\\s?\\d{6,12}', 'a bounded group of alternatives'],
    ['(?<ano>20\\d\\d)\\/\\d+', 'a named group and an escaped slash, JavaScript syntax'],
    ['\\u00e9\\d+', 'a \\u escape'],
    // Shapes a backtracking engine can take minutes over: harmless on a linear-time one.
    ['\\d+-?\\d+/20\\d\\d', 'open-ended repeats around an optional separator'],
    ['\\d+\\.?\\d+\\.?\\d+x', 'three open-ended repeats'],
    ['\\d+\\d{1,}x', 'two open-ended repeats in a row'],
    ['0+0+x', 'the same literal repeated twice'],
    ['(a+)+b', 'a repeated group with a repeat inside'],
    ['((\\w+))+$', 'nested, two levels'],
  ])('runs %s (%s)', (pattern) => {
    const check = checkLinearPattern(pattern);
    expect(check.ok).toBe(true);
  });

  test.each([
    ['a backreference', '(\\d)\\1{3}', 'unsupported'],
    ['a lookahead', '\\d+(?=-20)', 'unsupported'],
    ['a lookbehind', '(?<!R\\$ )\\d+', 'unsupported'],
    ['a negative lookahead', '(?!000)\\d{3}', 'unsupported'],
    ['an unclosed class', '([0-9', 'invalid'],
    ['a pattern past the length limit', 'a'.repeat(LINEAR_PATTERN_LIMITS.length + 1), 'too-long'],
    ['a repeat that compiles to thousands of instructions', '(.*a){1000}', 'too-complex'],
  ])('refuses %s, with a reason to log', (_what, pattern, reason) => {
    const check = checkLinearPattern(pattern);
    expect(check.ok ? 'ok' : check.reason).toBe(reason);
    if (!check.ok) expect(describePatternRefusal(check.reason, check.detail).length).toBeGreaterThan(20);
  });

  test('the reason for a backreference says what the engine cannot run', () => {
    const check = checkLinearPattern('(\\d)\\1');
    expect(check.ok).toBe(false);
    if (!check.ok) expect(describePatternRefusal(check.reason, check.detail)).toMatch(/linear-time engine \(RE2\) does not run, such as a backreference or lookaround \(.*\\1/);
  });
});
