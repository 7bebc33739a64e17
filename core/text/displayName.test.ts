import { describe, expect, test } from '@rstest/core';
import { displayName, MAX_SHOWN_NAME } from './displayName';

describe('names as the workspace shows them', () => {
  test('a name of zero-width characters only shows as nothing, so the caller can say "no name"', () => {
    expect(displayName('\u200B\u200C\u200D\u2060\uFEFF')).toBe('');
    expect(displayName('   ')).toBe('');
    expect(displayName(undefined)).toBe('');
  });

  test('bidi overrides and isolates are dropped: the name reads as typed and turns nothing after it around', () => {
    expect(displayName('\u202EAna Souza')).toBe('Ana Souza');
    expect(displayName('Jo\u2067ão\u2069 Silva\u200F')).toBe('João Silva');
  });

  test('ordinary names, accents, right-to-left scripts and emoji sequences are kept', () => {
    expect(displayName('  Maria   Conceição ')).toBe('Maria Conceição');
    expect(displayName('محمد علي')).toBe('محمد علي');
    expect(displayName('Dev 👩\u200D💻')).toBe('Dev 👩\u200D💻');
  });

  test('an absurdly long name is cut with an ellipsis', () => {
    const shown = displayName('A'.repeat(100_000));
    expect(shown.length).toBe(MAX_SHOWN_NAME);
    expect(shown.endsWith('…')).toBe(true);
  });
});
