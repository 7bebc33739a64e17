import type { TabNode } from './schema';

/**
 * The tabulation form's logic (spec 001 §4, §5), apart from React: the order of each level, the
 * levels a choice opens, single-child levels chosen by themselves, and when it is complete.
 * A selection is the path of chosen node ids, from the type down.
 */
export type TabPath = readonly string[];

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Subjects and sub-subjects in alphabetical order; types as the server sent them. */
export function sortTree(types: readonly TabNode[]): TabNode[] {
  const sortLevel = (nodes: readonly TabNode[]): TabNode[] =>
    [...nodes].sort((a, b) => collator.compare(a.name, b.name)).map((n) => ({ ...n, children: sortLevel(n.children) }));
  return types.map((t) => ({ ...t, children: sortLevel(t.children) }));
}

/** The nodes chosen along `path` (stops at the first id the tree does not hold). */
export function nodesOf(tree: readonly TabNode[], path: TabPath): TabNode[] {
  const nodes: TabNode[] = [];
  let level: readonly TabNode[] = tree;
  for (const id of path) {
    const node = level.find((n) => n.id === id);
    if (!node) break;
    nodes.push(node);
    level = node.children;
  }
  return nodes;
}

/** The options of each level shown: the types, then the children of each chosen node that has any. */
export function levelsOf(tree: readonly TabNode[], path: TabPath): TabNode[][] {
  const levels: TabNode[][] = [[...tree]];
  for (const node of nodesOf(tree, path)) {
    if (node.children.length === 0) break;
    levels.push(node.children);
  }
  return levels;
}

/** Descends while the level below has a single option: it is chosen by itself. */
function autoSelect(tree: readonly TabNode[], path: string[]): string[] {
  const next = [...path];
  for (;;) {
    const levels = levelsOf(tree, next);
    const open = levels[next.length];
    if (!open || open.length !== 1) return next;
    next.push(open[0]!.id);
  }
}

/** The path after the agent chose `id` at `level`: the levels below are cleared, single children chosen. */
export function choose(tree: readonly TabNode[], path: TabPath, level: number, id: string | null): string[] {
  const kept = nodesOf(tree, path)
    .slice(0, level)
    .map((n) => n.id);
  if (id === null) return kept;
  return autoSelect(tree, [...kept, id]);
}

/** Where a form starts: nothing chosen, except levels with a single option. */
export function initialPath(tree: readonly TabNode[]): string[] {
  return autoSelect(tree, []);
}

/** Complete when every level shown has a value: the last chosen node is a leaf. */
export function isComplete(tree: readonly TabNode[], path: TabPath): boolean {
  const nodes = nodesOf(tree, path);
  const last = nodes.at(-1);
  return !!last && nodes.length === path.length && last.children.length === 0;
}

/** What the conversation records: the leaf's id and the names of the path ('Sinistro > Colisão > Terceiro'). */
export function chosenTab(tree: readonly TabNode[], path: TabPath): { tabId: string; tabName: string } | undefined {
  if (!isComplete(tree, path)) return undefined;
  const nodes = nodesOf(tree, path);
  return { tabId: nodes.at(-1)!.id, tabName: nodes.map((n) => n.name).join(' > ') };
}
