import { afterEach, describe, expect, test } from '@rstest/core';
import { applyLanguage } from '../i18n/locale';
import { clockLabel, dateTimeLabel, dayKey, dayLabel, timeLabel } from './dates';

// A local time, whatever the machine's time zone.
const early = new Date(2026, 10, 24, 1, 56, 51).toISOString();
const afternoon = new Date(2026, 10, 24, 14, 5, 0).toISOString();

describe('dates in the agent’s language', () => {
  afterEach(() => applyLanguage('pt'));

  test('Portuguese: day first, 24 hours (spec 000 §9, 001 §9)', () => {
    applyLanguage('pt');
    expect([dayLabel(early), timeLabel(afternoon), dateTimeLabel(early), dateTimeLabel(afternoon)]).toEqual(['24/11', '14:05', '24/11/2026 01:56:51', '24/11/2026 14:05:00']);
  });

  test('English follows en-us: month first, 12 hours with AM/PM, and back when Portuguese is chosen again', () => {
    applyLanguage('en');
    expect([dayLabel(early), timeLabel(afternoon), dateTimeLabel(early), dateTimeLabel(afternoon)]).toEqual(['11/24', '2:05 PM', '11/24/2026 1:56:51 AM', '11/24/2026 2:05:00 PM']);
    applyLanguage('pt');
    expect(timeLabel(afternoon)).toBe('14:05');
  });

  test('a deadline to the second: 01:56:51 in Portuguese, 1:56:51 AM in English (as the dates beside it)', () => {
    applyLanguage('pt');
    expect(clockLabel(new Date(early).getTime())).toBe('01:56:51');
    applyLanguage('en');
    expect(clockLabel(early)).toBe('1:56:51 AM');
  });

  test('the day key does not depend on the language', () => {
    applyLanguage('en');
    expect(dayKey(early)).toBe('2026-11-24');
  });
});
