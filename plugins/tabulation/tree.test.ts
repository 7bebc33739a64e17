import { describe, expect, test } from '@rstest/core';
import type { TabNode } from './schema';
import { choose, chosenTab, initialPath, isComplete, levelsOf, sortTree } from './tree';

const n = (id: string, name: string, children: TabNode[] = []): TabNode => ({ id, name, children });

const tree = sortTree([
  n('t-sol', 'Solicitação', [
    n('s-sin', 'Sinistro', [n('l-vid', 'Vidros'), n('l-col', 'Colisão'), n('l-rou', 'roubo e furto')]),
    n('s-ass', 'Assistência 24h', [n('l-gui', 'Guincho')]),
  ]),
  n('t-can', 'Cancelamento', [n('s-apo', 'Apólice', [n('l-seg', 'A pedido do segurado')])]),
  n('t-inf', 'Informação', [n('s-cob', 'Cobertura', [n('l-vida', 'Vida'), n('l-auto', 'Automóvel')])]),
]);

const names = (nodes: readonly TabNode[]) => nodes.map((x) => x.name);

describe('the tabulation tree', () => {
  test('subjects and sub-subjects are alphabetical (accents and case aside); types keep the server’s order', () => {
    expect(names(tree)).toEqual(['Solicitação', 'Cancelamento', 'Informação']);
    expect(names(tree[0]!.children)).toEqual(['Assistência 24h', 'Sinistro']);
    expect(names(tree[0]!.children[1]!.children)).toEqual(['Colisão', 'roubo e furto', 'Vidros']);
    expect(names(tree[2]!.children[0]!.children)).toEqual(['Automóvel', 'Vida']);
  });

  test('a level opens once the one above has a value', () => {
    expect(levelsOf(tree, []).length).toBe(1);
    expect(levelsOf(tree, ['t-sol']).map(names)).toEqual([names(tree), ['Assistência 24h', 'Sinistro']]);
    expect(levelsOf(tree, ['t-sol', 's-sin']).length).toBe(3);
  });

  test('a level with a single child is chosen by itself, down the tree', () => {
    expect(choose(tree, [], 0, 't-can')).toEqual(['t-can', 's-apo', 'l-seg']);
    expect(choose(tree, ['t-sol'], 1, 's-ass')).toEqual(['t-sol', 's-ass', 'l-gui']);
    // A single type is chosen before the agent does anything.
    expect(initialPath([n('only', 'Única', [n('a', 'A'), n('b', 'B')])])).toEqual(['only']);
    expect(initialPath(tree)).toEqual([]);
  });

  test('changing a level clears the levels below it', () => {
    const full = ['t-sol', 's-sin', 'l-col'];
    expect(choose(tree, full, 0, 't-inf')).toEqual(['t-inf', 's-cob']);
    expect(choose(tree, full, 1, 's-sin')).toEqual(['t-sol', 's-sin']);
  });

  test('complete only when every level has a value; the tab is the leaf with its path of names', () => {
    expect(isComplete(tree, [])).toBe(false);
    expect(isComplete(tree, ['t-sol'])).toBe(false);
    expect(isComplete(tree, ['t-sol', 's-sin'])).toBe(false);
    expect(chosenTab(tree, ['t-sol', 's-sin'])).toBeUndefined();
    expect(chosenTab(tree, ['t-sol', 's-sin', 'l-vid'])).toEqual({ tabId: 'l-vid', tabName: 'Solicitação > Sinistro > Vidros' });
    // An id the tree does not hold never completes it.
    expect(isComplete(tree, ['t-sol', 's-sin', 'nope'])).toBe(false);
  });
});
