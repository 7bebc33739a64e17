import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@rstest/core';

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

const tables = [
  { name: 'core', dir: 'locales' },
  { name: 'demo', dir: 'src/demo/locales' },
  ...readdirSync('plugins').map((plugin) => ({ name: `plugin ${plugin}`, dir: join('plugins', plugin, 'locales') })),
];

describe('translations', () => {
  for (const { name, dir } of tables) {
    test(`${name}: every message exists in Portuguese and English, with the same placeholders`, () => {
      const pt = read(join(dir, 'pt.json'));
      const en = read(join(dir, 'en.json'));
      expect(Object.keys(en).sort()).toEqual(Object.keys(pt).sort());
      for (const key of Object.keys(pt)) {
        expect({ key, placeholders: placeholders(en[key]!) }).toEqual({ key, placeholders: placeholders(pt[key]!) });
      }
    });
  }

  test('no two tables define the same message id', () => {
    const seen = new Map<string, string>();
    for (const { name, dir } of tables) {
      for (const key of Object.keys(read(join(dir, 'pt.json')))) {
        expect({ key, also: seen.get(key) }).toEqual({ key, also: undefined });
        seen.set(key, name);
      }
    }
  });
});
