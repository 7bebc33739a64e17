import { describe, expect, test } from '@rstest/core';
import { segmentText, termMatches } from './segments';

describe('search term matching', () => {
  test('ignores case and accents', () => {
    expect(termMatches('Sua Apólice vence; a apolice nova chega.', 'APOLICE')).toEqual([
      { start: 4, end: 11 },
      { start: 21, end: 28 },
    ]);
  });

  test('keeps offsets right where lowercasing changes a character’s length', () => {
    const text = 'İstanbul e placa ABC';
    const [match] = termMatches(text, 'placa');
    expect(text.slice(match!.start, match!.end)).toBe('placa');
  });

  test('an empty term matches nothing', () => {
    expect(termMatches('qualquer coisa', '  ')).toEqual([]);
  });
});

describe('segments', () => {
  test('markers and highlights split the text without losing a character', () => {
    const text = 'CPF 123.456.789-09 e placa ABC1D23';
    const segments = segmentText(text, [[{ start: 4, end: 18, label: 'CPF' }]], termMatches(text, 'placa'));
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.find((s) => s.marker)?.text).toBe('123.456.789-09');
    expect(segments.find((s) => s.highlighted)?.text).toBe('placa');
  });

  test('overlapping markers keep the earliest, longest one', () => {
    const segments = segmentText('abcdef', [[{ start: 1, end: 4 }], [{ start: 2, end: 6 }]], []);
    expect(segments.map((s) => [s.text, !!s.marker])).toEqual([
      ['a', false],
      ['bcd', true],
      ['ef', false],
    ]);
  });
});
