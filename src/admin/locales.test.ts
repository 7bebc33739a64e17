import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { parse } from '@formatjs/icu-messageformat-parser';

const read = (lang: string) => JSON.parse(readFileSync(join(__dirname, 'locales', `${lang}.json`), 'utf8')) as Record<string, string>;

describe("the administration's messages", () => {
  test('exist in Portuguese and English, with the same ids, all parsing, all under admin.', () => {
    const pt = read('pt');
    const en = read('en');
    expect(Object.keys(en).sort()).toEqual(Object.keys(pt).sort());
    for (const [id, text] of [...Object.entries(pt), ...Object.entries(en)]) {
      expect(id.startsWith('admin.')).toBe(true);
      expect(() => parse(text)).not.toThrow();
    }
  });
});
