import type { LayoutNode, LayoutTree } from '../../../core/layout/tree';

/** Where a split bar is: in percent of the workspace, as react-mosaic places it. */
interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A split bar of the layout: between child `index` and `index + 1` of the split at `path`. */
export interface SplitBar {
  path: number[];
  index: number;
  direction: 'row' | 'column';
  percentages: number[];
  /** The bar's box and its place along the split, in percent of the workspace. */
  box: Box;
  at: number;
  /** The tiles on each side (the first leaf of each), to name the bar. */
  before: string;
  after: string;
}

type SplitNode = Extract<LayoutNode, { type: 'split' }>;
const isSplit = (node: LayoutNode): node is SplitNode => typeof node === 'object' && node.type === 'split';
const firstLeaf = (node: LayoutNode): string =>
  typeof node === 'string' ? node : isSplit(node) ? firstLeaf(node.children[0]!) : String(node.tabs[0] ?? '');
const percentagesOf = (node: SplitNode) => node.splitPercentages ?? node.children.map(() => 100 / node.children.length);

function childBoxes(box: Box, percentages: readonly number[], direction: 'row' | 'column'): Box[] {
  let offset = 0;
  return percentages.map((percentage) => {
    const next = { ...box };
    if (direction === 'row') {
      const width = 100 - box.left - box.right;
      next.left = box.left + (width * offset) / 100;
      next.right = box.right + (width * (100 - (offset + percentage))) / 100;
    } else {
      const height = 100 - box.top - box.bottom;
      next.top = box.top + (height * offset) / 100;
      next.bottom = box.bottom + (height * (100 - (offset + percentage))) / 100;
    }
    offset += percentage;
    return next;
  });
}

/** Every split bar of the tree, where react-mosaic draws it. */
export function splitBars(tree: LayoutTree, box: Box = { top: 0, right: 0, bottom: 0, left: 0 }, path: number[] = []): SplitBar[] {
  if (!tree || !isSplit(tree)) return [];
  const percentages = percentagesOf(tree);
  const boxes = childBoxes(box, percentages, tree.direction);
  const bars: SplitBar[] = [];
  let sum = 0;
  tree.children.forEach((child, index) => {
    bars.push(...splitBars(child, boxes[index], [...path, index]));
    sum += percentages[index]!;
    if (index === tree.children.length - 1) return;
    const span = tree.direction === 'row' ? 100 - box.left - box.right : 100 - box.top - box.bottom;
    const at = (span * sum) / 100 + (tree.direction === 'row' ? box.left : box.top);
    bars.push({ path, index, direction: tree.direction, percentages, box, at, before: firstLeaf(child), after: firstLeaf(tree.children[index + 1]!) });
  });
  return bars;
}

/** The bar a split element of react-mosaic draws: the one of its direction nearest to where it sits. */
export function barOf(element: HTMLElement, bars: readonly SplitBar[]): SplitBar | undefined {
  const direction = element.classList.contains('-column') ? 'column' : 'row';
  const num = (value: string) => Number.parseFloat(value) || 0;
  const { top, left } = element.style;
  let best: SplitBar | undefined;
  let distance = Infinity;
  for (const bar of bars) {
    if (bar.direction !== direction) continue;
    const d = direction === 'row' ? Math.abs(bar.at - num(left)) + Math.abs(bar.box.top - num(top)) : Math.abs(bar.at - num(top)) + Math.abs(bar.box.left - num(left));
    if (d < distance) {
      distance = d;
      best = bar;
    }
  }
  return best;
}

/**
 * The narrowest a pane may be, by keyboard as by react-mosaic's own drag (Workspace): in pixels, so
 * a wide screen does not hold the list above its 200 px.
 */
export const MIN_PANE_PX = 120;

/**
 * The split's percentages with the bar moved by `delta` percent of the split (positive: right or
 * down), each pane kept at `minPercent` of the split at least.
 */
export function movedPercentages(percentages: readonly number[], index: number, delta: number, minPercent: number): number[] {
  const pair = percentages[index]! + percentages[index + 1]!;
  const min = Math.min(minPercent, pair / 2);
  const first = Math.min(Math.max(percentages[index]! + delta, min), pair - min);
  const next = [...percentages];
  next[index] = first;
  next[index + 1] = pair - first;
  return next;
}

/** The tree with the split at `path` given new percentages. */
export function withPercentages(tree: LayoutTree, path: readonly number[], percentages: number[]): LayoutTree {
  if (!tree || !isSplit(tree)) return tree;
  if (!path.length) return { ...tree, splitPercentages: percentages };
  const [head, ...rest] = path;
  return { ...tree, children: tree.children.map((child, i) => (i === head ? (withPercentages(child, rest, percentages) as LayoutNode) : child)) };
}
