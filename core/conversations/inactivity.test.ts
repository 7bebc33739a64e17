import { describe, expect, test } from '@rstest/core';
import { dueForInactivity, type InactivityFields, inactivityDeadline } from './inactivity';

const T0 = Date.parse('2026-11-21T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** Agent's message at T0, inactivityTime 300 s: due from T0 + 300 s. */
function conversation(overrides: Partial<InactivityFields> = {}): InactivityFields {
  return {
    conversationId: 'c1',
    status: 'active',
    inactivityTime: 300,
    lastMessage: { sentTime: iso(T0), by: 'agent', time: undefined, text: 'Pode me enviar a foto do para-brisa?', private: false },
    ...overrides,
  };
}
const DEADLINE = T0 + 300_000;
const dueIds = (list: InactivityFields[], now: number) => dueForInactivity(list, now).map((d) => d.conversationId);

describe('which conversations turn inactive at `now` (spec 000 §4, the agent-message timer)', () => {
  test.each([
    ['right after the agent spoke', T0, false],
    ['1 ms before inactivityTime has passed', DEADLINE - 1, false],
    ['exactly when inactivityTime has passed', DEADLINE, true],
    ['1 ms after', DEADLINE + 1, true],
    ['long after (a window that was closed meanwhile)', DEADLINE + 3_600_000, true],
  ] as const)('%s', (_, now, due) => {
    expect(dueIds([conversation()], now)).toEqual(due ? ['c1'] : []);
  });

  test('names the agent message whose silence made it due', () => {
    expect(dueForInactivity([conversation()], DEADLINE)).toEqual([{ conversationId: 'c1', messageAt: iso(T0) }]);
    expect(inactivityDeadline(conversation())).toBe(DEADLINE);
  });

  test("a supervisor's public message waits for the consumer too", () => {
    const c = conversation({ lastMessage: { sentTime: iso(T0), by: 'manager', private: false } });
    expect(dueIds([c], DEADLINE)).toEqual(['c1']);
  });

  test.each([
    ['the consumer spoke last', { lastMessage: { sentTime: iso(T0), by: 'consumer' as const } }],
    ['the client spoke last', { lastMessage: { sentTime: iso(T0), by: 'client' as const } }],
    ['a system line is last', { lastMessage: { sentTime: iso(T0), by: 'system' as const } }],
    ['a private note between colleagues is last', { lastMessage: { sentTime: iso(T0), by: 'agent' as const, private: true } }],
    ['no message yet', { lastMessage: undefined }],
    ['no inactivityTime', { inactivityTime: undefined }],
    ['an inactivityTime of 0', { inactivityTime: 0 }],
    ['already inactive', { status: 'inactive' as const }],
    ['closed', { status: 'closed' as const }],
    ['in post-chat', { status: 'pos-chat' as const }],
    ['in pre-chat', { status: 'pre-chat' as const }],
    ['an unreadable message time', { lastMessage: { sentTime: 'ontem', by: 'agent' as const } }],
  ])('never due when %s', (_, overrides) => {
    const c = conversation(overrides);
    expect(inactivityDeadline(c)).toBeUndefined();
    expect(dueIds([c], DEADLINE + 3_600_000)).toEqual([]);
  });

  test('each conversation by its own message and inactivityTime', () => {
    const list = [
      conversation({ conversationId: 'quiet' }),
      conversation({ conversationId: 'short', inactivityTime: 60, lastMessage: { sentTime: iso(T0 + 200_000), by: 'agent' } }),
      conversation({ conversationId: 'answered', lastMessage: { sentTime: iso(T0 + 1_000), by: 'consumer' } }),
      conversation({ conversationId: 'recent', lastMessage: { sentTime: iso(T0 + 10_000), by: 'agent' } }),
    ];
    expect(dueIds(list, T0 + 259_999)).toEqual([]);
    expect(dueIds(list, T0 + 260_000)).toEqual(['short']);
    expect(dueIds(list, DEADLINE)).toEqual(['quiet', 'short']);
    expect(dueIds(list, DEADLINE + 10_000)).toEqual(['quiet', 'short', 'recent']);
  });
});
