import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { isLiteralElement, type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { descriptorIds } from '../core/plugins/definePlugin';
import { installedPlugins } from '../src/installedPlugins';

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;

/** The arguments a message takes, plural and select branches included (their words are text, not arguments). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && !isLiteralElement(element)) into.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if ('children' in element) argumentsOf(element.children, into);
  }
  return into;
}
const placeholders = (text: string) => [...argumentsOf(parse(text))].sort();

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

  // definePlugin checks this for Portuguese given as a table; a plugin that loads it (activation
  // 'firstUse') is checked here, against its file.
  for (const plugin of installedPlugins) {
    test(`plugin ${plugin.id}: every message its manifest names is in its tables`, () => {
      const pt = read(join('plugins', plugin.id, 'locales', 'pt.json'));
      expect(descriptorIds(plugin).filter((id) => !(id in pt))).toEqual([]);
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
