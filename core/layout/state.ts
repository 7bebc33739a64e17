import { proxy, type Snapshot } from 'valtio';
import { expandMinimized } from './collapse';
import { type CompanyLayout, readLayout, writeLayout } from './persistence';
import { type MoveDirection, moveTile } from './move';
import { type LayoutTree, leavesOf, reconcileLayout, removeLeaves, restoreOrAppend, sameLayout, type TilePlacement } from './tree';

/**
 * The agent's workspace layout: the mosaic tree, the tiles they closed and which tiles are out
 * in their own windows. Saved per agent.
 */
export const layout = proxy({
  userId: null as string | null,
  tree: null as LayoutTree,
  closed: [] as string[],
  defaultTree: null as LayoutTree,
  /** Tiles shown in their own window right now (not saved: windows do not survive a restart). */
  undocked: {} as Record<string, boolean>,
  /** The layout from just before each tile left it, to put the tile back in its place. */
  remembered: {} as Record<string, LayoutTree>,
  /** Tiles shrunk to their header (see collapse.ts); the tree keeps their real share. */
  minimized: [] as string[],
  /** The layout this build starts an agent with in this window (src/shell/defaultLayout). */
  builtInTree: null as LayoutTree,
  /** The company's default layout, when its admin made one: agents start from it and reset to it. */
  company: null as CompanyLayout | null,
  /**
   * Whether the agent arranged the workspace themselves (moved, resized, closed or reopened a
   * tile): until then a new company default replaces what they have.
   */
  arranged: false,
});

/** The layout as plugins see it: read-only (read with useSnapshot); changed through closeTile, reopenTile... */
export const layoutState: Snapshot<typeof layout> = layout;

function save(arranged = false): void {
  if (arranged) layout.arranged = true;
  if (layout.userId) {
    writeLayout(layout.userId, {
      tree: layout.tree,
      closed: [...layout.closed],
      remembered: { ...layout.remembered },
      minimized: [...layout.minimized],
      arranged: layout.arranged,
    });
  }
}

/** The default an agent starts from and resets to: the company's, else the build's. */
const defaultOf = (): LayoutTree => layout.company?.tree ?? layout.builtInTree;

/** Loads the agent's layout, or the default (the company's, else `builtInTree`) for an agent who never arranged one. */
export function loadLayout(userId: string, builtInTree: LayoutTree): void {
  const saved = readLayout(userId);
  layout.userId = userId;
  layout.builtInTree = builtInTree;
  layout.defaultTree = defaultOf();
  layout.tree = saved ? saved.tree : layout.defaultTree;
  layout.closed = saved ? saved.closed : [];
  layout.remembered = saved ? saved.remembered : {};
  layout.minimized = saved ? saved.minimized : [];
  layout.arranged = saved ? saved.arranged : false;
}

/**
 * The company's default layout (or none: the build's): agents start from it and 'reset layout'
 * returns to it; an agent who has not arranged their own workspace takes it now.
 */
export function applyCompanyLayout(company: CompanyLayout | null): void {
  layout.company = company;
  layout.defaultTree = defaultOf();
  if (layout.userId && !layout.arranged && !sameLayout(layout.tree, layout.defaultTree)) {
    layout.tree = layout.defaultTree;
    layout.closed = [];
    layout.remembered = {};
    save();
  }
}

/**
 * Fits the saved layout to the tiles available now and saves the result, remembering where
 * each tile that drops out stood so it can come back there. Returns the fitted tree.
 */
export function fitLayout(available: readonly string[], placements: Readonly<Record<string, TilePlacement>> = {}): LayoutTree {
  // The tiles the company's default leaves out stay out, closed: the agent may reopen them.
  const leftOut = leftOutByCompany(available).filter((id) => !layout.closed.includes(id));
  if (leftOut.length) {
    layout.closed = [...layout.closed, ...leftOut];
    save();
  }
  const fitted = reconcileLayout(layout.tree, available, layout.closed, layout.remembered, placements);
  if (sameLayout(fitted, layout.tree)) return layout.tree;
  const now = leavesOf(fitted);
  for (const id of leavesOf(layout.tree)) if (!now.includes(id)) layout.remembered[id] = layout.tree;
  for (const id of now) delete layout.remembered[id];
  setLayoutTree(fitted, true);
  return fitted;
}

/**
 * The tiles available here that the company's default layout leaves out, for an agent who follows
 * it (has not arranged their own): they do not show. A tile it names whose plugin is off is not
 * among them: it comes back to its place when the plugin does.
 */
export function leftOutByCompany(available: readonly string[], state: { readonly company: { readonly tree: unknown } | null; readonly arranged: boolean } = layout): string[] {
  if (!state.company || state.arranged) return [];
  // A snapshot's tree is read-only; leavesOf only reads it.
  const named = new Set(leavesOf(state.company.tree as LayoutTree));
  return available.filter((id) => !named.has(id));
}

/** Every change while dragging or resizing; `persist` once the gesture ends. */
export function setLayoutTree(tree: LayoutTree, persist: boolean): void {
  if (!sameLayout(tree, layout.tree)) layout.tree = tree;
  if (persist) save();
}

/**
 * What the agent did to the tree the workspace shows (minimized tiles shrunk): saved with the
 * minimized tiles' real shares; a rearrangement restores them.
 */
export function setShownLayoutTree(shown: LayoutTree, persist: boolean): void {
  const { tree, restored } = expandMinimized(shown, layout.tree, layout.minimized);
  if (restored.length) layout.minimized = layout.minimized.filter((id) => !restored.includes(id));
  setLayoutTree(tree, false);
  if (persist) save(true);
}

/** Shrinks a tile to its header, its content kept as it is. */
export function minimizeTile(tileId: string): void {
  if (!layout.minimized.includes(tileId)) layout.minimized.push(tileId);
  save();
}

/** Gives a minimized tile back its share of the workspace. */
export function restoreTile(tileId: string): void {
  layout.minimized = layout.minimized.filter((id) => id !== tileId);
  save();
}

export function closeTile(tileId: string): void {
  layout.remembered[tileId] = layout.tree;
  layout.tree = removeLeaves(layout.tree, (id) => id === tileId);
  if (!layout.closed.includes(tileId)) layout.closed.push(tileId);
  layout.minimized = layout.minimized.filter((id) => id !== tileId);
  save(true);
}

export function reopenTile(tileId: string): void {
  layout.closed = layout.closed.filter((id) => id !== tileId);
  if (!leavesOf(layout.tree).includes(tileId)) layout.tree = restoreOrAppend(layout.tree, tileId, layout.remembered[tileId]);
  delete layout.remembered[tileId];
  save(true);
}

/** Moves a tile one step (the keyboard's way to rearrange); false when it is already at that edge. */
export function moveLayoutTile(tileId: string, direction: MoveDirection): boolean {
  const next = moveTile(layout.tree, tileId, direction);
  if (next === layout.tree) return false;
  layout.tree = next;
  save(true);
  return true;
}

export function canMoveTile(tileId: string, direction: MoveDirection): boolean {
  return moveTile(layout.tree, tileId, direction) !== layout.tree;
}

/** Back to the default: the company's when it has one, else the build's. */
export function resetLayout(): void {
  layout.defaultTree = defaultOf();
  layout.tree = layout.defaultTree;
  layout.closed = [];
  layout.remembered = {};
  layout.minimized = [];
  layout.arranged = false;
  save();
}

export function setUndocked(tileId: string, undocked: boolean): void {
  if (undocked) layout.undocked[tileId] = true;
  else delete layout.undocked[tileId];
}

/** Back to nothing loaded (tests; a new agent on the device loads their own with loadLayout). */
export function resetLayoutState(): void {
  Object.assign(layout, { userId: null, tree: null, closed: [], defaultTree: null, undocked: {}, remembered: {}, minimized: [], builtInTree: null, company: null, arranged: false });
}
