import { describe, expect, test } from '@rstest/core';
import { readSla } from './sla';

const T0 = Date.parse('2026-11-21T10:00:00.000Z');
const agentAt = (ms: number) => ({ sentTime: new Date(ms).toISOString(), by: 'agent' as const });

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

describe('SLA clock', () => {
  // deadline = last agent message + 120 s; bursting from 60 s before it.
  test('normal before the burst point', () => {
    expect(readSla(conversation(), T0 + 59_999)).toEqual({ state: 'normal', remainingMs: 60_001 });
  });
  test('bursting from half of slaLate before the deadline', () => {
    expect(readSla(conversation(), T0 + 60_000).state).toBe('bursting');
    expect(readSla(conversation(), T0 + 120_000).state).toBe('bursting');
  });
  test('overdue after the deadline', () => {
    expect(readSla(conversation(), T0 + 120_001)).toEqual({ state: 'overdue', remainingMs: -1 });
  });
  test('the overdue trigger, when set, is the deadline', () => {
    const c = conversation({ statusTriggers: { overdue: new Date(T0 + 10_000).toISOString(), inactive: undefined } });
    expect(readSla(c, T0 + 10_001).state).toBe('overdue');
  });
  test('inactive and finished conversations do not tick', () => {
    expect(readSla(conversation({ status: 'inactive' }), T0).state).toBe('inactive');
    expect(readSla(conversation({ status: 'pos-chat' }), T0).state).toBe('closed');
  });
  test('no data reads closed', () => {
    expect(readSla(conversation({ slaLate: 0, lastMessage: undefined }), T0).state).toBe('closed');
  });
  test('a consumer waiting since assignment counts from the assignment', () => {
    const c = conversation({ lastMessage: { sentTime: new Date(T0 + 5_000).toISOString(), by: 'consumer' }, assignedTime: new Date(T0).toISOString() });
    expect(readSla(c, T0 + 121_000).state).toBe('overdue');
  });
});
