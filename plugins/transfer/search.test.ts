import { describe, expect, test } from '@rstest/core';
import { matchByName, sections } from './search';

const skills = [
  { id: 'a', name: 'Assistência 24h' },
  { id: 'r', name: 'Seguro Residencial' },
  { id: 'v', name: 'Vida e Previdência' },
  { id: 's', name: 'São Paulo - Sinistro' },
];

describe('transfer target search', () => {
  test('ignores case and accents, either way round', () => {
    expect(matchByName(skills, 'ASSISTENCIA').map((s) => s.id)).toEqual(['a']);
    expect(matchByName(skills, 'previdencia').map((s) => s.id)).toEqual(['v']);
    expect(matchByName(skills, 'sao').map((s) => s.id)).toEqual(['s']);
    expect(matchByName(skills, 'Sã').map((s) => s.id)).toEqual(['s']);
    expect(matchByName(skills, '  ').map((s) => s.id)).toEqual(['a', 'r', 'v', 's']);
    expect(matchByName(skills, 'auto')).toEqual([]);
  });

  test('favourites on top; the full list keeps them too', () => {
    expect(sections(skills, ['v', 'zz'], '')).toEqual({ favourites: [skills[2]], all: skills });
    expect(sections(skills, ['v'], 'seguro')).toEqual({ favourites: [], all: [skills[1]] });
  });
});
