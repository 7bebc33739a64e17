import { describe, expect, test } from '@rstest/core';
import { changesBetween } from './diff';

describe('what a save changes', () => {
  test('names each changed value by its path; lists count as one value; equal settings change nothing', () => {
    expect(changesBetween({ enabled: true, config: { skills: ['a'] } }, { enabled: false, config: { skills: ['a', 'b'] } })).toEqual([
      { path: 'enabled', before: true, after: false },
      { path: 'config.skills', before: ['a'], after: ['a', 'b'] },
    ]);
    expect(changesBetween({ enabled: true }, { enabled: true })).toEqual([]);
    expect(changesBetween(null, { enabled: false })).toEqual([{ path: 'enabled', before: undefined, after: false }]);
  });
});
