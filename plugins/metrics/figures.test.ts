import { describe, expect, test } from '@rstest/core';
import { createIntl } from 'react-intl';
import type { Metrics } from './api';
import { formatPercent, formatScore, formatSeconds, readMetrics, scoreDecimals } from './figures';
import en from './locales/en.json';
import pt from './locales/pt.json';

const ptIntl = createIntl({ locale: 'pt-BR', messages: pt });
const enIntl = createIntl({ locale: 'en-US', messages: en });

const metrics: Metrics = {
  averageTime: { value: 252, goal: 300, goalTooltip: 'Meta: até 5 minutos por atendimento' },
  interval: 'day',
  csat: { value: 91.4286, goal: 85, goalTooltip: undefined },
  attendances: { value: 1234, goal: 1500, goalTooltip: undefined },
  nps: { value: 66.6667, goal: 70, goalTooltip: undefined },
  status: { availabilityName: 'Online', since: '2026-03-02T11:00:00.000Z' },
};

describe('durations (spec 000 §9)', () => {
  test('mm:ss under an hour, hh:mm:ss from an hour', () => {
    expect(formatSeconds(0)).toBe('00:00');
    expect(formatSeconds(252)).toBe('04:12');
    expect(formatSeconds(3599)).toBe('59:59');
    expect(formatSeconds(3600)).toBe('01:00:00');
    expect(formatSeconds(3725)).toBe('01:02:05');
    expect(formatSeconds(36_000 + 59)).toBe('10:00:59');
  });

  test('a fraction of a second rounds to the nearest second', () => {
    expect(formatSeconds(251.6)).toBe('04:12');
    expect(formatSeconds(3599.6)).toBe('01:00:00');
  });
});

describe('CSAT and NPS decimals', () => {
  test('1 decimal collapsed (80 wide), 2 expanded (200 wide)', () => {
    expect(scoreDecimals(true)).toBe(1);
    expect(scoreDecimals(false)).toBe(2);
  });

  test('CSAT as a percent in the locale: comma in Portuguese, point in English, zeros kept', () => {
    expect(formatPercent(ptIntl, 91.4286, 1)).toBe('91,4%');
    expect(formatPercent(ptIntl, 91.4286, 2)).toBe('91,43%');
    expect(formatPercent(enIntl, 91.4286, 1)).toBe('91.4%');
    expect(formatPercent(enIntl, 91.4286, 2)).toBe('91.43%');
    expect(formatPercent(ptIntl, 90, 2)).toBe('90,00%');
  });

  test('NPS in the locale, negatives included', () => {
    expect(formatScore(ptIntl, 66.6667, 1)).toBe('66,7');
    expect(formatScore(ptIntl, 66.6667, 2)).toBe('66,67');
    expect(formatScore(enIntl, -12.5, 2)).toBe('-12.50');
    expect(formatScore(enIntl, 1234.5, 1)).toBe('1,234.5');
    expect(formatScore(ptIntl, 1234.5, 1)).toBe('1.234,5');
  });
});

describe('the sidebar’s readings', () => {
  test('expanded, in Portuguese: figures with 2 decimals, goals, tones and the sentence for assistive tech', () => {
    const readings = readMetrics(metrics, ptIntl, false);
    expect(readings.map((r) => [r.label, r.value, r.goal, r.tone])).toEqual([
      ['Tempo médio', '04:12', 'meta 05:00', 'warning'],
      ['CSAT', '91,43%', 'meta 85%', 'good'],
      ['Atendimentos', '1.234', 'meta 1.500', 'warning'],
      ['NPS', '66,67', 'meta 70', 'warning'],
    ]);
    expect(readings[0]!.sentence).toBe('Tempo médio 04:12, meta 05:00, perto do limite da meta');
    expect(readings[1]!.sentence).toBe('CSAT 91,43%, meta 85%, meta atingida');
    expect(readings[0]!.goalTooltip).toBe('Meta: até 5 minutos por atendimento');
  });

  test('collapsed, in English: 1 decimal and short labels', () => {
    const readings = readMetrics(metrics, enIntl, true);
    expect(readings.map((r) => [r.short, r.value])).toEqual([
      ['Time', '04:12'],
      ['CSAT', '91.4%'],
      ['Chats', '1,234'],
      ['NPS', '66.7'],
    ]);
    expect(readings[3]!.sentence).toBe('NPS 66.7, goal 70, close to the goal');
  });

  test('a figure the server did not send reads as missing, without a tone', () => {
    const readings = readMetrics({ ...metrics, nps: { value: undefined, goal: 70, goalTooltip: undefined } }, ptIntl, false);
    expect(readings[3]).toMatchObject({ value: '—', tone: undefined, sentence: 'NPS: sem dados, meta 70' });
  });

  test('a figure without a goal has no goal and no tone', () => {
    const readings = readMetrics({ ...metrics, averageTime: { value: 4000, goal: undefined, goalTooltip: undefined } }, ptIntl, false);
    expect(readings[0]).toMatchObject({ value: '01:06:40', goal: undefined, tone: undefined, sentence: 'Tempo médio 01:06:40' });
  });
});
