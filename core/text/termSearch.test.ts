import { describe, expect, test } from '@rstest/core';
import { foldString } from './fold';
import { containsTerm, countTermMatches, termMatches } from './termSearch';

describe('finding a search term', () => {
  const huge = `${'x'.repeat(99)}\n`.repeat(1_000);

  test('counts every occurrence in a 100 KB message, without overlapping', () => {
    expect(countTermMatches(huge, 'x')).toBe(99_000);
    expect(countTermMatches(huge, 'XX')).toBe(49_000);
    expect(countTermMatches(huge, 'y')).toBe(0);
    expect(countTermMatches(huge, '  ')).toBe(0);
  });

  test('collects only as many matches as asked for, the first ones, at the right places', () => {
    const first = termMatches(huge, 'x', 200);
    expect(first).toHaveLength(200);
    expect(first[0]).toEqual({ start: 0, end: 1 });
    // The 100th “x” is the first of the second line, past the line break.
    expect(first[99]).toEqual({ start: 100, end: 101 });
    expect(termMatches('placa e PLACA', 'placa')).toHaveLength(2);
    expect(termMatches('placa', 'placa', 0)).toEqual([]);
  });

  test('tells whether a text holds the term, ignoring case and accents', () => {
    expect(containsTerm('Sua Apólice vence', 'APOLICE')).toBe(true);
    expect(containsTerm(huge, 'xxx')).toBe(true);
    expect(containsTerm(huge, 'xy')).toBe(false);
    expect(containsTerm('qualquer coisa', ' ')).toBe(false);
  });

  test('folds long accented and mixed text the same as character by character', () => {
    const accented = 'Ação É ÓTIMA, çà 😀 İstanbul '.repeat(2_000);
    const byChar = [...accented].map((c) => c.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase()).join('');
    expect(foldString(accented)).toBe(byChar);
    expect(countTermMatches(accented, 'acao e otima')).toBe(2_000);
    const [, second] = termMatches(accented, 'otima', 2);
    expect(accented.slice(second!.start, second!.end)).toBe('ÓTIMA');
  });

  test('keeps offsets right where folding drops characters (accents typed as separate marks)', () => {
    const decomposed = `${'x'.repeat(50)} a apo\u0301lice e\u0301 sua; placa`;
    const [policy, plate] = [termMatches(decomposed, 'apolice')[0]!, termMatches(decomposed, 'placa')[0]!];
    expect(decomposed.slice(policy.start, policy.end)).toBe('apo\u0301lice');
    expect(decomposed.slice(plate.start, plate.end)).toBe('placa');
  });
});
