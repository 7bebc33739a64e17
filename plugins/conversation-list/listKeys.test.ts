import { describe, expect, test } from '@rstest/core';
import { findByName, moveFocus } from './listKeys';

describe('moving along the list with the keyboard', () => {
  test('arrows by one, Page Up/Down by a screenful, Home and End to the ends, never past them', () => {
    expect(moveFocus('ArrowDown', 3, 10, 4)).toBe(4);
    expect(moveFocus('ArrowDown', 9, 10, 4)).toBe(9);
    expect(moveFocus('ArrowUp', 0, 10, 4)).toBe(0);
    expect(moveFocus('PageDown', 3, 10, 4)).toBe(7);
    expect(moveFocus('PageDown', 8, 10, 4)).toBe(9);
    expect(moveFocus('PageUp', 2, 10, 4)).toBe(0);
    expect(moveFocus('Home', 6, 10, 4)).toBe(0);
    expect(moveFocus('End', 2, 10, 4)).toBe(9);
    expect(moveFocus('Tab', 2, 10, 4)).toBeUndefined();
    expect(moveFocus('ArrowDown', 0, 0, 4)).toBeUndefined();
  });

  test('typing a name finds the next row that starts with it, accents and case aside, wrapping round', () => {
    const names = ['Ana Lima', 'João Prado', 'joana Reis', 'Bruno Alves'];
    expect(findByName(names, 'j', 0, false)).toBe(1);
    // A new search starts after the focused row; a longer word keeps to it while it still matches.
    expect(findByName(names, 'j', 1, false)).toBe(2);
    expect(findByName(names, 'joa', 1, true)).toBe(1);
    expect(findByName(names, 'joan', 1, true)).toBe(2);
    expect(findByName(names, 'a', 3, false)).toBe(0);
    expect(findByName(names, 'z', 0, false)).toBe(-1);
  });
});
