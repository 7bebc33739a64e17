import type { Availability } from '@tessera/core';
import { describe, expect, test } from '@rstest/core';
import { currentAvailability, findAvailability, kindOf, pickerEntries } from './tree';

const a = (id: string, name: string, typeInfo: string | undefined, children: Availability[] = [], extra: Partial<Availability> = {}): Availability => ({
  id,
  name,
  default: false,
  typeInfo,
  children,
  ...extra,
});

const tree = (currentId = 'on'): Availability[] => {
  const list = [
    a('on', 'Online', 'online'),
    a('soon', 'Volto logo', 'backsoon', [], { pauseId: 'away' }),
    a('away', 'Ausente', 'away', [a('lunch', 'Almoço', undefined), a('coffee', 'Pausa café', 'away'), a('training', 'Treinamento', 'away')]),
  ];
  const mark = (l: Availability[]) => l.forEach((x) => ((x.default = x.id === currentId), mark(x.children)));
  mark(list);
  return list;
};

const names = (entries: ReturnType<typeof pickerEntries>) =>
  entries.map((e) => (e.kind === 'item' ? e.availability.name : `${e.parent.name}: ${e.items.map((i) => i.name).join(', ')}`));

describe('the availability tree', () => {
  test('the current availability is the default one, at any depth', () => {
    expect(currentAvailability(tree('soon'))?.name).toBe('Volto logo');
    expect(currentAvailability(tree('coffee'))?.name).toBe('Pausa café');
    expect(currentAvailability(tree('nobody'))).toBeUndefined();
  });

  test('a sub-reason without a kind takes its parent’s', () => {
    expect(kindOf(tree(), 'lunch')).toBe('away');
    expect(kindOf(tree(), 'soon')).toBe('backsoon');
    expect(findAvailability(tree(), 'training')?.name).toBe('Treinamento');
  });

  test('without a search every availability shows, sub-reasons under their parent', () => {
    expect(names(pickerEntries(tree(), ''))).toEqual(['Online', 'Volto logo', 'Ausente: Ausente, Almoço, Pausa café, Treinamento']);
  });

  test('the search ignores accents and case', () => {
    expect(names(pickerEntries(tree(), 'ALMO'))).toEqual(['Ausente: Almoço']);
    expect(names(pickerEntries(tree(), 'cafe'))).toEqual(['Ausente: Pausa café']);
    expect(names(pickerEntries(tree(), ' online '))).toEqual(['Online']);
  });

  test('a parent that matches brings all its sub-reasons; no match shows nothing', () => {
    expect(names(pickerEntries(tree(), 'ausen'))).toEqual(['Ausente: Ausente, Almoço, Pausa café, Treinamento']);
    expect(names(pickerEntries(tree(), 'o'))).toEqual(['Online', 'Volto logo', 'Ausente: Almoço, Treinamento']);
    expect(pickerEntries(tree(), 'férias')).toEqual([]);
  });
});
