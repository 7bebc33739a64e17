import { describe, expect, test } from '@rstest/core';
import { stepFrom } from './navigation';
import type { ListEntry } from './views';

const rows = ['a', 'b', 'c'].map((conversationId) => ({ conversationId }) as ListEntry);

describe('next and previous conversation (Alt+↓ / Alt+↑)', () => {
  test('one row down or up the list as shown, without wrapping', () => {
    expect(stepFrom(rows, 'a', 1, null)).toBe('b');
    expect(stepFrom(rows, 'b', -1, null)).toBe('a');
    expect(stepFrom(rows, 'c', 1, null)).toBeUndefined();
    expect(stepFrom(rows, 'a', -1, null)).toBeUndefined();
  });

  test('with nothing open, the first row (down) or the last (up)', () => {
    expect(stepFrom(rows, null, 1, null)).toBe('a');
    expect(stepFrom(rows, null, -1, null)).toBe('c');
    expect(stepFrom([], null, 1, null)).toBeUndefined();
  });

  test('when the open row has left the list, the row now at its place is next, the one before it previous', () => {
    // 'x' stood at index 1, between a and b, and left.
    expect(stepFrom(rows, 'x', 1, { id: 'x', index: 1 })).toBe('b');
    expect(stepFrom(rows, 'x', -1, { id: 'x', index: 1 })).toBe('a');
    expect(stepFrom(rows, 'x', 1, { id: 'x', index: 5 })).toBe('c');
  });
});
