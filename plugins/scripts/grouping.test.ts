import { describe, expect, test } from '@rstest/core';
import type { Script } from './api';
import { groupScripts } from './grouping';

const script = (id: string, categories: string[], activated: boolean | null = true): Script => ({
  id,
  title: `Roteiro ${id}`,
  text: `Texto ${id}`,
  categories,
  activated,
});

const shape = (groups: ReturnType<typeof groupScripts>) => groups.map((g) => `${g.kind}:${g.category}=${g.scripts.map((s) => s.id).join(',')}`);

describe('scripts by category (spec 001 §3)', () => {
  const scripts = [script('1', ['Sinistro']), script('2', ['Abertura', 'Sinistro']), script('3', []), script('4', ['Encerramento']), script('5', ['Sinistro'], false)];

  test('favourites first, then the categories alphabetically, then those without a category', () => {
    expect(shape(groupScripts(scripts, new Set(['4', '3'])))).toEqual([
      'favorites:favorites=3,4',
      'category:Abertura=2',
      'category:Encerramento=4',
      'category:Sinistro=1,2',
      'uncategorised:not found=3',
    ]);
  });

  test('no favourites, no favourites group; a deactivated script shows nowhere, even as a favourite', () => {
    expect(shape(groupScripts(scripts, new Set()))[0]).toBe('category:Abertura=2');
    expect(shape(groupScripts(scripts, new Set(['5'])))).not.toContain('favorites:favorites=5');
  });

  test('the search keeps only what it finds, and drops the groups left empty', () => {
    expect(shape(groupScripts(scripts, new Set(['1']), (s) => s.id === '1'))).toEqual(['favorites:favorites=1', 'category:Sinistro=1']);
  });

  test('a category named like a virtual one stays a category', () => {
    expect(shape(groupScripts([script('9', ['favorites'])], new Set()))).toEqual(['category:favorites=9']);
  });
});
