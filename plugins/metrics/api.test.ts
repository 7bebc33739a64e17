import { describe, expect, test } from '@rstest/core';
import { metricsSchema, readNumber, readSeconds } from './api';

const parse = (raw: unknown) => metricsSchema.parse(raw);

describe('reading GET /goal-user', () => {
  test('the shape the demo (and spec 000 §3) sends', () => {
    const metrics = parse({
      average_time: { time_attendence: 252, goal: { value: 300, tooltip: 'Meta: até 5 minutos' }, interval: 'day' },
      csat: { csat_percentage: 91.43, goal: { value: 85 } },
      total_attendence: { value: 21, goal: { value: 30 } },
      nps: { value: 66.67, goal: { value: 70 } },
      goals: { status: { availability_name: 'Online', start_time: '2026-03-02T11:00:00.000Z' } },
    });
    expect(metrics).toEqual({
      averageTime: { value: 252, goal: 300, goalTooltip: 'Meta: até 5 minutos' },
      interval: 'day',
      csat: { value: 91.43, goal: 85, goalTooltip: undefined },
      attendances: { value: 21, goal: 30, goalTooltip: undefined },
      nps: { value: 66.67, goal: 70, goalTooltip: undefined },
      status: { availabilityName: 'Online', since: '2026-03-02T11:00:00.000Z' },
    });
  });

  test('nulls and missing parts read as missing figures, not a failure', () => {
    const metrics = parse({ average_time: null, csat: { csat_percentage: null }, total_attendence: null, nps: undefined, goals: { status: null } });
    expect(metrics.averageTime).toEqual({ value: undefined, goal: undefined, goalTooltip: undefined });
    expect(metrics.csat.value).toBeUndefined();
    expect(metrics.attendances.value).toBeUndefined();
    expect(metrics.nps.value).toBeUndefined();
    expect(metrics.status).toEqual({ availabilityName: undefined, since: undefined });
  });

  test('bare figures, numeric strings and clock strings are read', () => {
    const metrics = parse({
      average_time: { time_attendence: '00:04:12', goal: { value: '05:00' } },
      csat: '91,4%',
      total_attendence: 21,
      nps: '72.5',
      goals: { status: { availability_name: 'Pausa café', start_time: 1772449200000 } },
    });
    expect(metrics.averageTime.value).toBe(252);
    expect(metrics.averageTime.goal).toBe(300);
    expect(metrics.csat.value).toBe(91.4);
    expect(metrics.attendances.value).toBe(21);
    expect(metrics.nps.value).toBe(72.5);
    expect(metrics.status.since).toBe(new Date(1772449200000).toISOString());
  });

  test('one malformed figure does not spoil the others', () => {
    const metrics = parse({ csat: [1, 2], nps: { value: 'lots' }, total_attendence: { value: 9 } });
    expect(metrics.csat.value).toBeUndefined();
    expect(metrics.nps.value).toBeUndefined();
    expect(metrics.attendances.value).toBe(9);
  });

  test('readNumber and readSeconds refuse what is not a figure', () => {
    expect(readNumber('abc')).toBeUndefined();
    expect(readNumber(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(readNumber(true)).toBeUndefined();
    expect(readSeconds(-5)).toBeUndefined();
    expect(readSeconds('1:02:03')).toBe(3723);
    expect(readSeconds('4:12')).toBe(252);
  });
});
