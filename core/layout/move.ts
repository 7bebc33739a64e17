import type { MosaicSplitNode } from 'react-mosaic-component';
import { type LayoutNode, type LayoutTree, leavesOf, removeLeaves } from './tree';

export type MoveDirection = 'left' | 'right' | 'up' | 'down';

type Split = MosaicSplitNode<string>;
const isSplit = (node: LayoutNode): node is Split => typeof node === 'object' && node.type === 'split';
const axisOf = (direction: MoveDirection) => (direction === 'left' || direction === 'right' ? 'row' : 'column');
const stepOf = (direction: MoveDirection) => (direction === 'left' || direction === 'up' ? -1 : 1);

/** The path of split indices down to the tile, or undefined. */
function pathTo(node: LayoutNode, tileId: string): number[] | undefined {
  if (!isSplit(node)) return leavesOf(node).includes(tileId) ? [] : undefined;
  for (let i = 0; i < node.children.length; i++) {
    const rest = pathTo(node.children[i]!, tileId);
    if (rest) return [i, ...rest];
  }
  return undefined;
}

function splitAt(tree: LayoutNode, path: readonly number[]): Split {
  let node = tree;
  for (const i of path) node = (node as Split).children[i]!;
  return node as Split;
}

function replaceAt(tree: LayoutNode, path: readonly number[], next: LayoutNode): LayoutNode {
  if (path.length === 0) return next;
  const split = tree as Split;
  const [i, ...rest] = path;
  const children = [...split.children];
  children[i!] = replaceAt(children[i!]!, rest, next);
  return { ...split, children };
}

function percentages(split: Split): number[] {
  return split.splitPercentages ? [...split.splitPercentages] : split.children.map(() => 100 / split.children.length);
}

/**
 * Moves a tile one step with the keyboard, as a drag would: within the nearest split along
 * the direction's axis it swaps places with its neighbour, or, when it sits inside a group
 * (a column in a row), it leaves the group and takes its own place beside it. Returns the
 * same tree when the tile is already at that edge.
 */
export function moveTile(tree: LayoutTree, tileId: string, direction: MoveDirection): LayoutTree {
  if (tree === null) return tree;
  const path = pathTo(tree, tileId);
  if (!path) return tree;
  const step = stepOf(direction);
  for (let depth = path.length - 1; depth >= 0; depth--) {
    const splitPath = path.slice(0, depth);
    const split = splitAt(tree, splitPath);
    const index = path[depth]!;
    if (split.direction !== axisOf(direction)) continue;
    const target = index + step;
    const shares = percentages(split);
    if (split.children[index] === tileId) {
      if (target < 0 || target >= split.children.length) continue;
      const children = [...split.children];
      [children[index], children[target]] = [children[target]!, children[index]!];
      [shares[index], shares[target]] = [shares[target]!, shares[index]!];
      return replaceAt(tree, splitPath, { ...split, children, splitPercentages: shares });
    }
    // Leave the group at `index` and stand beside it, on the side moved towards.
    const group = removeLeaves(split.children[index]!, (id) => id === tileId);
    const children = [...split.children];
    const share = shares[index]! / 2;
    children[index] = group!;
    shares[index] = share;
    const at = step < 0 ? index : index + 1;
    children.splice(at, 0, tileId);
    shares.splice(at, 0, share);
    return replaceAt(tree, splitPath, { ...split, children, splitPercentages: shares });
  }
  return tree;
}
