import { describe, expect, test } from '@rstest/core';
import { readSla, slaDeadline, slaSeconds } from './sla';

const T0 = Date.parse('2026-11-21T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const agentAt = (ms: number) => ({ sentTime: iso(ms), by: 'agent' as const });

/** Last agent message at T0, slaLate 120 s: deadline T0 + 120 s, burst point T0 + 60 s. */
function conversation(overrides: Partial<Parameters<typeof readSla>[0]> = {}) {
  return {
    status: 'active' as const,
    slaLate: 120,
    statusTriggers: { overdue: undefined, inactive: undefined },
    lastMessage: agentAt(T0),
    assignedTime: undefined,
    ...overrides,
  };
}
const BURST = T0 + 60_000;
const DEADLINE = T0 + 120_000;

describe('SLA clock: each state at each boundary (spec 000 §4)', () => {
  test.each([
    ['1 ms before the burst point', BURST - 1, 'normal', 60_001, 61],
    ['exactly at the burst point', BURST, 'bursting', 60_000, 60],
    ['1 ms after the burst point', BURST + 1, 'bursting', 59_999, 60],
    ['1 ms before the deadline', DEADLINE - 1, 'bursting', 1, 1],
    ['exactly at the deadline', DEADLINE, 'bursting', 0, 0],
    ['1 ms after the deadline', DEADLINE + 1, 'overdue', -1, 0],
    ['1 s after the deadline', DEADLINE + 1_000, 'overdue', -1_000, 1],
    ['long after the deadline', DEADLINE + 3_725_000, 'overdue', -3_725_000, 3_725],
    ['right after the agent spoke', T0, 'normal', 120_000, 120],
  ] as const)('%s', (_, now, state, remainingMs, seconds) => {
    const reading = readSla(conversation(), now);
    expect(reading).toEqual({ state, remainingMs });
    expect(slaSeconds(reading.remainingMs!)).toBe(seconds);
  });

  test('the overdue trigger, when set, is the deadline, with the same boundaries', () => {
    const c = conversation({ lastMessage: { sentTime: iso(T0), by: 'consumer' }, statusTriggers: { overdue: iso(DEADLINE), inactive: undefined } });
    expect(readSla(c, BURST - 1).state).toBe('normal');
    expect(readSla(c, BURST).state).toBe('bursting');
    expect(readSla(c, DEADLINE).state).toBe('bursting');
    expect(readSla(c, DEADLINE + 1).state).toBe('overdue');
  });

  test('without a trigger the deadline is the last agent message + slaLate', () => {
    expect(slaDeadline(conversation())).toBe(DEADLINE);
    expect(slaDeadline(conversation({ lastMessage: { sentTime: iso(T0), by: 'manager' } }))).toBe(DEADLINE);
  });

  test('a consumer waiting since the assignment counts from the assignment', () => {
    const c = conversation({ lastMessage: { sentTime: iso(T0 + 5_000), by: 'consumer' }, assignedTime: iso(T0) });
    expect(slaDeadline(c)).toBe(DEADLINE);
    expect(readSla(c, DEADLINE).state).toBe('bursting');
    expect(readSla(c, DEADLINE + 1).state).toBe('overdue');
  });

  test('an inactive conversation reads inactive whatever the time', () => {
    for (const now of [T0, BURST, DEADLINE + 1]) expect(readSla(conversation({ status: 'inactive' }), now)).toEqual({ state: 'inactive', remainingMs: undefined });
  });

  test('finished conversations read closed', () => {
    expect(readSla(conversation({ status: 'pos-chat' }), T0).state).toBe('closed');
    expect(readSla(conversation({ status: 'closed' }), DEADLINE + 1).state).toBe('closed');
  });

  test('no data reads closed: no trigger, no slaLate, or a time that is not a date', () => {
    expect(readSla(conversation({ slaLate: 0, lastMessage: undefined }), T0)).toEqual({ state: 'closed', remainingMs: undefined });
    expect(readSla(conversation({ lastMessage: { sentTime: iso(T0), by: 'consumer' } }), T0).state).toBe('closed');
    expect(readSla(conversation({ statusTriggers: { overdue: 'soon', inactive: undefined } }), T0).state).toBe('closed');
  });

  test('a pre-chat conversation ticks like an active one', () => {
    expect(readSla(conversation({ status: 'pre-chat' }), DEADLINE + 1).state).toBe('overdue');
  });
});
