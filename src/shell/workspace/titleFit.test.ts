import { describe, expect, test } from '@rstest/core';
import { titleFit } from './titleFit';

describe('a tile title in the room its toolbar leaves', () => {
  test('icon and words when both fit; the words alone when only they do; else the icon alone, never cut words', () => {
    expect(titleFit(120, 70, 24)).toBe('full');
    expect(titleFit(80, 70, 24)).toBe('text');
    expect(titleFit(60, 70, 24)).toBe('icon');
    // Not measured yet (hidden, not laid out): as it is.
    expect(titleFit(0, 70, 24)).toBe('full');
  });
});
