import { beforeAll, describe, expect, test } from '@rstest/core';
import { loadLinearPatternEngine } from '../../../core/text/linearPattern';
import { featureForms } from '../featureForms';
import { checkRegex } from './regexSafety';

// The check ends with the agents' own engine (RE2), which the features section loads first.
beforeAll(() => loadLinearPatternEngine());

const reason = (source: string) => {
  const result = checkRegex(source);
  return result.ok ? 'ok' : result.reason;
};

describe('an Insight term pattern', () => {
  test("the demo company's terms and ordinary patterns pass", () => {
    for (const source of [
      '\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}',
      '[A-Z]{3}-?\\d[A-Z0-9]\\d{2}',
      '\\b\\d{2}\\.\\d{3}\\.\\d{6}\\b',
      '\\b20\\d{10}\\b',
      'sinistro|ap[oó]lice',
      '(\\d{3}-?)+',
      '(ab|cd)+',
      '(foo|bar)*baz',
      '[a-z]+@[a-z]+\\.com',
      '(?:x\\d)+',
      '\\u{1F600}+',
    ]) {
      expect({ source, reason: reason(source) }).toEqual({ source, reason: 'ok' });
    }
  });

  test('nested repetitions are refused, naming the fragment', () => {
    for (const source of ['(a+)+', '(a*)*', '(\\w+\\s?)*', '^(\\d+)*$', '(a{1,3})+', '((ab)+c)*', '(a?)*', '(?<n>x+y?)+']) {
      expect({ source, reason: reason(source) }).toEqual({ source, reason: 'nested' });
    }
    expect(checkRegex('x(a+)+y')).toMatchObject({ ok: false, reason: 'nested', fragment: '(a+)+' });
  });

  test('alternatives that can start alike under a repetition are refused', () => {
    for (const source of ['(a|a)*', '(a|ab)*', '(\\w|\\d)+', '(.|x)+', '([a-c]|b)*', '(x(a|a))*']) {
      expect({ source, reason: reason(source) }).toEqual({ source, reason: 'overlap' });
    }
    // An empty alternative repeated is the nested shape: it may match nothing.
    expect(reason('(|a)+')).toBe('nested');
  });

  test('broken, unsupported, empty and overlong patterns are refused with their reason', () => {
    expect(reason('(abc')).toBe('invalid');
    expect(reason('[z-a]')).toBe('invalid');
    expect(reason('a{2,1}')).toBe('invalid');
    expect(checkRegex('(a)\\1')).toMatchObject({ ok: false, reason: 'unsupported', fragment: '\\1' });
    expect(reason('foo(?=bar)')).toBe('unsupported');
    expect(reason('(?<!x)y')).toBe('unsupported');
    expect(reason('   ')).toBe('empty');
    expect(reason('a'.repeat(501))).toBe('tooLong');
  });

  test('what the agents\' engine finds too complex is refused, as they would skip it', () => {
    expect(reason('(.*a){200}')).toBe('tooComplex');
    expect(reason('\\d{3}\\.\\d{3}|(.*z){100}')).toBe('tooComplex');
    // A pattern of ordinary size is not.
    expect(checkRegex('\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}')).toMatchObject({ ok: true });
  });

  test('a list of terms that together pass what the agents run is refused at the first term past it', () => {
    // Each compiles to some 150 instructions: six fit under 1,000, the seventh does not.
    const heavy = '[a-z]{40}\\d{40}';
    const cost = (checkRegex(heavy) as { cost: number }).cost;
    const fit = Math.floor(1000 / cost);
    const term = (i: number, active = true) => ({ id: `t${i}`, name: `Termo ${i}`, active, regex: heavy });
    const list = Array.from({ length: fit }, (_, i) => term(i));
    expect(featureForms.Insight.safeParse({ active: true, list }).success).toBe(true);
    // An inactive term costs nothing.
    expect(featureForms.Insight.safeParse({ active: true, list: [...list, term(fit, false)] }).success).toBe(true);
    const refused = featureForms.Insight.safeParse({ active: true, list: [...list, term(fit), term(fit + 1)] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual([`list.${fit}.regex`]);
  });
});
