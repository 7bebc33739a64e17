import { afterEach, describe, expect, test } from '@rstest/core';
import { setLogSink } from '../logger';
import { parseHubEvent } from './parse';

afterEach(() => setLogSink(undefined));

function captureWarnings() {
  const warnings: string[] = [];
  setLogSink({ warn: (m) => warnings.push(m), error: () => undefined, info: () => undefined });
  return warnings;
}

describe('hub event parsing', () => {
  test('a well-formed event parses to its typed payload', () => {
    const parsed = parseHubEvent('closeConversationByClient', [{ conversationId: 42, end: '2026-11-21T10:00:00.000Z' }]);
    expect(parsed).toEqual({ ok: true, name: 'closeConversationByClient', payload: { conversationId: '42', end: '2026-11-21T10:00:00.000Z', hasPosChat: false } });
  });

  test('a malformed event is skipped with a diagnostic naming the event and the field', () => {
    const warnings = captureWarnings();
    const parsed = parseHubEvent('newMessageTelegram', [{ conversationId: 'c1', message: { _id: 'm1', by: 'martian', sentTime: 'yesterday' } }]);
    expect(parsed.ok).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('newMessageTelegram');
    expect(warnings[0]).toContain('message.by');
    expect(warnings[0]).toContain('message.sentTime');
  });

  test('logoutByManager may come without a payload', () => {
    expect(parseHubEvent('logoutByManager', []).ok).toBe(true);
  });

  test('an event the workspace does not know is refused', () => {
    expect(parseHubEvent('somethingNew', [{}])).toEqual({ ok: false, name: 'somethingNew', reason: 'unknown event' });
  });

  test.each(['constructor', 'toString', 'hasOwnProperty', '__proto__'])('an event named %s is an unknown event, not one of Object’s methods', (name) => {
    expect(parseHubEvent(name, [{}])).toEqual({ ok: false, name, reason: 'unknown event' });
  });
});
