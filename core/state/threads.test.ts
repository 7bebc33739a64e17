import { describe, expect, test } from '@rstest/core';
import type { Message } from '../schemas';
import { mergeMessages, nextPageAfter, pageCompletes } from './threads';

const msg = (id: string, minute: number, extra: Partial<Message> = {}): Message => ({
  _id: id,
  by: 'consumer',
  text: id,
  sentTime: `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`,
  files: [],
  favorite: false,
  private: false,
  unread: false,
  status: {},
  ...extra,
});

describe('thread merge', () => {
  test('a resync overlapping what we have keeps every message once, oldest first', () => {
    const merged = mergeMessages([msg('a', 1), msg('b', 2), msg('c', 3)], [msg('c', 3), msg('d', 4), msg('b', 2)]);
    expect(merged.map((m) => m._id)).toEqual(['a', 'b', 'c', 'd']);
  });

  test('the server copy of our outgoing message replaces the pending one (same client id)', () => {
    const pending = msg('local-1', 5, { by: 'agent', clientId: 'cid-1', status: { sending: true } });
    const merged = mergeMessages([msg('a', 1), pending], [msg('srv-9', 5, { by: 'agent', clientId: 'cid-1', status: { sent: true } })]);
    expect(merged.map((m) => m._id)).toEqual(['a', 'srv-9']);
    expect(merged[1]!.status.sent).toBe(true);
  });

  test('a message the agent has read stays read when the server sends it again as unread; a new one stays unread', () => {
    const merged = mergeMessages([msg('a', 1, { unread: false }), msg('b', 2, { unread: true })], [msg('a', 1, { unread: true }), msg('b', 2, { unread: true }), msg('c', 3, { unread: true })]);
    expect(merged.map((m) => [m._id, m.unread])).toEqual([
      ['a', false],
      ['b', true],
      ['c', true],
    ]);
  });

  test('eof markers are not messages', () => {
    expect(mergeMessages([], [msg('eof', 0, { type: 'eof' }), msg('a', 1)]).map((m) => m._id)).toEqual(['a']);
  });

  test('paging: the next page follows the furthest page returned with messages; the history ends at eof or a short page', () => {
    expect(nextPageAfter(1, 1, [msg('a', 1)])).toBe(2);
    expect(nextPageAfter(4, 1, [msg('a', 1)])).toBe(4);
    expect(nextPageAfter(3, 3, [])).toBe(3);
    expect(nextPageAfter(3, 3, [msg('eof', 0, { type: 'eof' })])).toBe(3);
    expect(pageCompletes(Array.from({ length: 15 }, (_, i) => msg(`m${i}`, i)))).toBe(false);
    expect(pageCompletes([msg('a', 1)])).toBe(true);
  });
});
