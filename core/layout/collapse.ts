import type { LayoutNode, LayoutTree } from './tree';

/**
 * Minimized tiles (spec 000 §2: the usability panel's minimize). The saved tree keeps every
 * tile's real share; what the workspace shows is that tree with each minimized tile shrunk to
 * its header and its siblings sharing the rest. Computed from the workspace's size on every
 * render, so a resized window never cuts a header or leaves a gap, and restoring is just
 * dropping the tile from the minimized list.
 */

/** A tile header (36) with the tile's margins and borders: what a minimized tile keeps. */
export const MINIMIZED_SIZE_PX = 44;

export interface Extent {
  width: number;
  height: number;
}

type Split = Extract<LayoutNode, { type: 'split' }>;

function isSplit(node: LayoutNode): node is Split {
  return typeof node === 'object' && node.type === 'split';
}

function percentagesOf(node: Split): number[] {
  const n = node.children.length;
  return node.splitPercentages && node.splitPercentages.length === n ? [...node.splitPercentages] : node.children.map(() => 100 / n);
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function childExtent(extent: Extent, node: Split, percentage: number): Extent {
  return node.direction === 'row'
    ? { width: (extent.width * percentage) / 100, height: extent.height }
    : { width: extent.width, height: (extent.height * percentage) / 100 };
}

/** Which children of a split are minimized tiles (leaves only: a whole group never minimizes). */
function minimizedChildren(node: Split, minimized: ReadonlySet<string>): boolean[] {
  return node.children.map((child) => typeof child === 'string' && minimized.has(child));
}

/** The tree as the workspace shows it: minimized tiles at header size, the others sharing the rest. */
export function collapseMinimized(tree: LayoutTree, minimized: readonly string[], extent: Extent, sizePx = MINIMIZED_SIZE_PX): LayoutTree {
  if (tree === null || minimized.length === 0) return tree;
  return collapse(tree, new Set(minimized), extent, sizePx);
}

function collapse(node: LayoutNode, minimized: ReadonlySet<string>, extent: Extent, sizePx: number): LayoutNode {
  if (!isSplit(node)) return node;
  const stored = percentagesOf(node);
  const small = minimizedChildren(node, minimized);
  const count = small.filter(Boolean).length;
  const along = node.direction === 'row' ? extent.width : extent.height;
  let shown = stored;
  // All children minimized (or nothing measured yet): nothing to give the space to.
  if (count > 0 && count < node.children.length && along > 0) {
    const share = Math.min((sizePx / along) * 100, 100 / node.children.length);
    const othersStored = sum(stored.filter((_, i) => !small[i]));
    const rest = 100 - share * count;
    shown = stored.map((p, i) => (small[i] ? share : othersStored > 0 ? (p / othersStored) * rest : rest / (node.children.length - count)));
  }
  const children = node.children.map((child, i) => collapse(child, minimized, childExtent(extent, node, shown[i]!), sizePx));
  const changed = shown !== stored || children.some((child, i) => child !== node.children[i]);
  return changed ? { ...node, children, splitPercentages: shown } : node;
}

/** Same splits, directions, tab groups and tiles in the same places (sizes aside). */
export function sameShape(a: LayoutTree, b: LayoutTree): boolean {
  if (a === null || b === null) return a === b;
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (a.type === 'tabs' || b.type === 'tabs') {
    return a.type === 'tabs' && b.type === 'tabs' && a.tabs.length === b.tabs.length && a.tabs.every((t, i) => t === b.tabs[i]);
  }
  return a.direction === b.direction && a.children.length === b.children.length && a.children.every((child, i) => sameShape(child, b.children[i]!));
}

/**
 * The tree to save after the agent dragged the tree the workspace showed. A resize keeps each
 * minimized tile's saved share and gives its siblings the rest in the proportions dragged. A
 * rearrangement (a tile dropped elsewhere) restores the minimized tiles instead, each with a
 * fair share of its split: `restored` lists them.
 */
export function expandMinimized(shown: LayoutTree, saved: LayoutTree, minimized: readonly string[]): { tree: LayoutTree; restored: string[] } {
  if (shown === null || minimized.length === 0) return { tree: shown, restored: [] };
  const set = new Set(minimized);
  if (sameShape(shown, saved)) return { tree: keepSavedShares(shown, saved!, set), restored: [] };
  return { tree: fairShares(shown, set), restored: [...minimized] };
}

function keepSavedShares(shown: LayoutNode, saved: LayoutNode, minimized: ReadonlySet<string>): LayoutNode {
  if (!isSplit(shown) || !isSplit(saved)) return shown;
  const small = minimizedChildren(shown, minimized);
  const children = shown.children.map((child, i) => keepSavedShares(child, saved.children[i]!, minimized));
  const count = small.filter(Boolean).length;
  if (count === 0 || count === shown.children.length) return { ...shown, children };
  const dragged = percentagesOf(shown);
  const before = percentagesOf(saved);
  const rest = 100 - sum(before.filter((_, i) => small[i]));
  const draggedOthers = sum(dragged.filter((_, i) => !small[i]));
  const splitPercentages = dragged.map((p, i) => (small[i] ? before[i]! : (p / draggedOthers) * rest));
  return { ...shown, children, splitPercentages };
}

function fairShares(node: LayoutNode, minimized: ReadonlySet<string>): LayoutNode {
  if (!isSplit(node)) return node;
  const children = node.children.map((child) => fairShares(child, minimized));
  const small = minimizedChildren(node, minimized);
  const count = small.filter(Boolean).length;
  if (count === 0) return { ...node, children };
  const n = node.children.length;
  const fair = 100 / n;
  const current = percentagesOf(node);
  const othersNow = sum(current.filter((_, i) => !small[i]));
  const rest = 100 - fair * count;
  const splitPercentages = current.map((p, i) => (small[i] ? fair : othersNow > 0 ? (p / othersNow) * rest : fair));
  return { ...node, children, splitPercentages };
}

/** The direction of the split a tile sits in, found by its react-mosaic path (child indices). */
export function parentDirection(tree: LayoutTree, path: readonly number[]): 'row' | 'column' | undefined {
  let node: LayoutNode | null = tree;
  let direction: 'row' | 'column' | undefined;
  for (const index of path) {
    if (node === null || !isSplit(node)) return undefined;
    direction = node.direction;
    node = node.children[index] ?? null;
  }
  return direction;
}
