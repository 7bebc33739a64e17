import { describe, expect, test } from '@rstest/core';
import { goalTone } from './goalTone';

// A goal of 300 (five minutes, in seconds) and of 80 (a CSAT percentage): the boundaries fall on
// whole and fractional figures alike.
describe('goal colouring (spec 000 §9)', () => {
  test.each([
    [0, 'good'],
    [224.7, 'good'], // 74.9 %
    [225, 'warning'], // 75 %
    [299.7, 'warning'], // 99.9 %
    [300, 'bad'], // 100 %
    [301, 'bad'],
    [900, 'bad'],
  ] as const)('average time %s s against a 300 s goal is %s (lower is better)', (value, tone) => {
    expect(goalTone(value, 300, 'lowerIsBetter')).toBe(tone);
  });

  test.each([
    [0, 'bad'],
    [59.92, 'bad'], // 74.9 %
    [60, 'warning'], // 75 %
    [79.92, 'warning'], // 99.9 %
    [80, 'good'], // 100 %
    [100, 'good'],
  ] as const)('CSAT %s against an 80 goal is %s (higher is better)', (value, tone) => {
    expect(goalTone(value, 80, 'higherIsBetter')).toBe(tone);
  });

  test('75 % is exact however the goal divides', () => {
    // 0.75 × 70 = 52.5 and 0.75 × 85 = 63.75: no floating-point slip either side.
    expect(goalTone(52.5, 70, 'higherIsBetter')).toBe('warning');
    expect(goalTone(52.49, 70, 'higherIsBetter')).toBe('bad');
    expect(goalTone(63.75, 85, 'lowerIsBetter')).toBe('warning');
    expect(goalTone(63.74, 85, 'lowerIsBetter')).toBe('good');
  });

  test('attendances: 22 of 30 is bad, 23 is a warning, 30 is good', () => {
    expect(goalTone(22, 30, 'higherIsBetter')).toBe('bad');
    expect(goalTone(23, 30, 'higherIsBetter')).toBe('warning');
    expect(goalTone(30, 30, 'higherIsBetter')).toBe('good');
  });

  test('a negative NPS is below any positive goal', () => {
    expect(goalTone(-12.5, 70, 'higherIsBetter')).toBe('bad');
  });

  test('no tone without a figure or a positive goal', () => {
    expect(goalTone(undefined, 300, 'lowerIsBetter')).toBeUndefined();
    expect(goalTone(200, undefined, 'lowerIsBetter')).toBeUndefined();
    expect(goalTone(50, 0, 'higherIsBetter')).toBeUndefined();
    expect(goalTone(50, -10, 'higherIsBetter')).toBeUndefined();
    expect(goalTone(Number.NaN, 10, 'higherIsBetter')).toBeUndefined();
  });
});
