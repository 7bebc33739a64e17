import type { MosaicNode } from 'react-mosaic-component';

/** A workspace layout: the react-mosaic n-ary tree of tile ids; null is an empty workspace. */
export type LayoutNode = MosaicNode<string>;
export type LayoutTree = LayoutNode | null;

function isSplit(node: LayoutNode): node is Extract<LayoutNode, { type: 'split' }> {
  return typeof node === 'object' && node.type === 'split';
}
function isTabs(node: LayoutNode): node is Extract<LayoutNode, { type: 'tabs' }> {
  return typeof node === 'object' && node.type === 'tabs';
}

/**
 * The same layout, split shares compared to a millionth of a percent: the tiling library recomputes
 * shares in floating point (100 - a - b), and a tree that differs only by that must not count as a
 * change, or the workspace and the library hand it back and forth for ever.
 */
export function sameLayout(a: LayoutTree, b: LayoutTree): boolean {
  if (a === null || b === null || typeof a === 'string' || typeof b === 'string') return a === b;
  if (isSplit(a) && isSplit(b)) {
    const shares = (n: typeof a) => n.splitPercentages ?? [];
    return (
      a.direction === b.direction &&
      a.children.length === b.children.length &&
      a.children.every((child, i) => sameLayout(child, b.children[i]!)) &&
      shares(a).length === shares(b).length &&
      shares(a).every((share, i) => Math.abs(share - shares(b)[i]!) < 1e-6)
    );
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

export function leavesOf(tree: LayoutTree): string[] {
  if (tree === null) return [];
  if (isSplit(tree)) return tree.children.flatMap(leavesOf);
  if (isTabs(tree)) return [...tree.tabs];
  return [tree];
}

/** Percentages that sum to 100 again after children were dropped. */
function renormalise(percentages: number[]): number[] {
  const total = percentages.reduce((a, b) => a + b, 0);
  if (total <= 0) return percentages.map(() => 100 / percentages.length);
  return percentages.map((p) => (p / total) * 100);
}

/** The tree without the leaves `drop` says to drop; splits and tab groups that empty out collapse. */
export function removeLeaves(tree: LayoutTree, drop: (id: string) => boolean): LayoutTree {
  if (tree === null) return null;
  if (isTabs(tree)) {
    const tabs = tree.tabs.filter((t) => !drop(t));
    if (tabs.length === 0) return null;
    if (tabs.length === 1) return tabs[0]!;
    return { ...tree, tabs, activeTabIndex: Math.min(tree.activeTabIndex, tabs.length - 1) };
  }
  if (isSplit(tree)) {
    const kept: { node: LayoutNode; percentage: number | undefined }[] = [];
    tree.children.forEach((child, i) => {
      const node = removeLeaves(child, drop);
      if (node !== null) kept.push({ node, percentage: tree.splitPercentages?.[i] });
    });
    if (kept.length === 0) return null;
    if (kept.length === 1) return kept[0]!.node;
    const percentages = tree.splitPercentages ? renormalise(kept.map((k) => k.percentage ?? 0)) : undefined;
    return { ...tree, children: kept.map((k) => k.node), ...(percentages ? { splitPercentages: percentages } : {}) };
  }
  return drop(tree) ? null : tree;
}

/** Adds a tile at the right edge of the workspace, taking a fair share of the width. */
export function appendLeaf(tree: LayoutTree, id: string): LayoutNode {
  if (tree === null) return id;
  if (isSplit(tree) && tree.direction === 'row') {
    const n = tree.children.length + 1;
    const share = 100 / n;
    const scaled = tree.splitPercentages?.map((p) => (p * (100 - share)) / 100);
    return { ...tree, children: [...tree.children, id], ...(scaled ? { splitPercentages: [...scaled, share] } : {}) };
  }
  return { type: 'split', direction: 'row', children: [tree, id], splitPercentages: [75, 25] };
}

/** Where a tile joins a layout that never had it: beside a tile, taking a share of that tile's room. */
export interface TilePlacement {
  /** The tile to split; when it is not in the layout, the new tile joins at the right edge. */
  beside: string;
  side: 'left' | 'right' | 'above' | 'below';
  /** Percent of the split room the new tile takes (default 40). */
  share?: number;
}

/** Splits the `beside` tile's place in two, the new tile on the given side; undefined if `beside` is not there. */
export function placeLeaf(tree: LayoutTree, id: string, placement: TilePlacement): LayoutNode | undefined {
  if (tree === null) return undefined;
  const share = Math.min(90, Math.max(10, placement.share ?? 40));
  const first = placement.side === 'left' || placement.side === 'above';
  const split = (leaf: LayoutNode): LayoutNode => ({
    type: 'split',
    direction: placement.side === 'left' || placement.side === 'right' ? 'row' : 'column',
    children: first ? [id, leaf] : [leaf, id],
    splitPercentages: first ? [share, 100 - share] : [100 - share, share],
  });
  const walk = (node: LayoutNode): LayoutNode | undefined => {
    if (!isSplit(node)) return node === placement.beside ? split(node) : undefined;
    for (let i = 0; i < node.children.length; i++) {
      const replaced = walk(node.children[i]!);
      if (replaced) return { ...node, children: node.children.map((child, j) => (j === i ? replaced : child)) };
    }
    return undefined;
  };
  return walk(tree);
}

/**
 * Puts a tile back where it was when `remembered` (the layout from before it left) still
 * fits: same tiles but this one. Otherwise where its placement hint says, else at the right edge.
 */
export function restoreOrAppend(tree: LayoutTree, id: string, remembered?: LayoutTree, placement?: TilePlacement): LayoutNode {
  if (remembered) {
    const then = leavesOf(remembered);
    const now = leavesOf(tree);
    const others = then.filter((leaf) => leaf !== id);
    if (then.includes(id) && others.length === now.length && others.every((leaf) => now.includes(leaf))) return remembered!;
  }
  return (placement && placeLeaf(tree, id, placement)) ?? appendLeaf(tree, id);
}

/**
 * Fits a saved layout to the tiles available now: tiles of disabled plugins (or failing
 * gates) drop out, returning ones go back where they were (or join at the edge), and tiles
 * the agent closed stay closed.
 */
export function reconcileLayout(
  saved: LayoutTree,
  available: readonly string[],
  closed: readonly string[],
  remembered: Readonly<Record<string, LayoutTree>> = {},
  placements: Readonly<Record<string, TilePlacement>> = {},
): LayoutTree {
  const availableSet = new Set(available);
  let tree = removeLeaves(saved, (id) => !availableSet.has(id) || closed.includes(id));
  const present = new Set(leavesOf(tree));
  for (const id of available) {
    if (!present.has(id) && !closed.includes(id)) tree = restoreOrAppend(tree, id, remembered[id], placements[id]);
  }
  return tree;
}
