import { describe, expect, test } from '@rstest/core';
import { isSafePattern } from './terms';

describe('Insight pattern safety', () => {
  test.each([
    ['(a+)+b', 'a repeated group with a repeat inside'],
    ['(?:(\\d+)-?)+', 'nested, two levels'],
    ['(a|a)+b', 'a repeated group of overlapping alternatives'],
    ['(\\w|\\d)+$', 'alternatives that overlap, repeated'],
    ['\\d*\\d*\\d*x', 'open-ended repeats in a row'],
    ['.*.*=', 'two dot-stars'],
    ['[a-z]+[a-z0-9]*!', 'two open-ended classes in a row'],
  ])('refuses %s (%s)', (pattern) => {
    expect(isSafePattern(pattern)).toBe(false);
  });

  test.each([
    ['\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}', 'CPF'],
    ['[A-Z]{3}-?\\d[A-Z0-9]\\d{2}', 'plate'],
    ['\\b\\d{2}\\.\\d{3}\\.\\d{6}\\b', 'policy number'],
    ['(?:protocolo|sinistro)\\s?\\d{6,12}', 'a bounded group of alternatives'],
  ])('accepts %s (%s)', (pattern) => {
    expect(isSafePattern(pattern)).toBe(true);
  });

});
