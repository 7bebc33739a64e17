import type { IntlShape } from 'react-intl';
import type { CompanyLayout } from '../../core/layout/persistence';
import { type LayoutNode, type LayoutTree, leavesOf, sameLayout } from '../../core/layout/tree';
import type { AnyPlugin } from '../../core/plugins/types';
import type { ValueChange } from './diff';

/** The dock widget shown first when the company chose none (the dock's own default, spec 001 §2). */
export const DEFAULT_DOCK_WIDGET = 'attendance';

/** How the admin names tiles and dock widgets: by their titles, in the admin's language. */
export interface LayoutNames {
  tile: (id: string) => string;
  dock: (id: string) => string;
}

export function layoutNames(plugins: readonly AnyPlugin[], intl: IntlShape): LayoutNames {
  const tiles = new Map(plugins.flatMap((p) => (p.contributes?.tiles ?? []).map((t) => [t.id, t.title] as const)));
  const widgets = plugins.flatMap((p) => p.contributes?.dockWidgets ?? []);
  return {
    tile: (id) => {
      const title = tiles.get(id);
      return title ? intl.formatMessage(title) : id;
    },
    dock: (id) => {
      const widget = widgets.find((w) => w.id === id || w.undockAliases?.includes(id));
      return widget ? intl.formatMessage(widget.title) : id;
    },
  };
}

const asLayout = (value: unknown): CompanyLayout | null => {
  if (!value || typeof value !== 'object') return null;
  const { tree, dock } = value as { tree?: unknown; dock?: unknown };
  return { tree: (tree ?? null) as LayoutTree, dock: typeof dock === 'string' ? dock : null };
};

/**
 * What differs between two default layouts, in rows the admin reads: the tiles in order
 * ('tiles'), how they are arranged and how big ('arrangement'), the dock widget shown first
 * ('dock'). A layout that is none (null) is the build's default.
 */
export function layoutChanges(beforeValue: unknown, afterValue: unknown): ValueChange[] {
  const before = asLayout(beforeValue);
  const after = asLayout(afterValue);
  if (!before && !after) return [];
  const out: ValueChange[] = [];
  if (!before || !after) {
    out.push({ path: 'layout.tiles', before: before ? leavesOf(before.tree) : null, after: after ? leavesOf(after.tree) : null });
    out.push({ path: 'layout.dock', before: before ? before.dock : null, after: after ? after.dock : null });
    return out;
  }
  const tilesBefore = leavesOf(before.tree);
  const tilesAfter = leavesOf(after.tree);
  if (tilesBefore.join('\n') !== tilesAfter.join('\n')) out.push({ path: 'layout.tiles', before: tilesBefore, after: tilesAfter });
  if (!sameLayout(before.tree, after.tree)) out.push({ path: 'layout.arrangement', before: before.tree, after: after.tree });
  if ((before.dock ?? null) !== (after.dock ?? null)) out.push({ path: 'layout.dock', before: before.dock, after: after.dock });
  return out;
}

/**
 * A tree in words: a row's parts side by side with '|', a column's one over the other with '/',
 * each with its share: 'Conversas 16% | Conversa 55% | (Dock 62% / Usabilidade 38%) 29%'.
 */
export function arrangementText(tree: LayoutTree, names: LayoutNames): string {
  const walk = (node: LayoutNode, nested: boolean): string => {
    if (typeof node === 'string') return names.tile(node);
    if (node.type === 'tabs') return node.tabs.map(names.tile).join(' + ');
    const shares = node.splitPercentages ?? node.children.map(() => 100 / node.children.length);
    const parts = node.children.map((child, i) => `${walk(child, true)} ${Math.round(shares[i] ?? 0)}%`);
    const text = parts.join(node.direction === 'row' ? ' | ' : ' / ');
    return nested ? `(${text})` : text;
  };
  return tree === null ? '' : walk(tree, false);
}

/** A layout row's value in words. */
export function layoutValueText(path: string, value: unknown, names: LayoutNames, intl: IntlShape): string {
  if (path === 'layout.tiles') {
    if (value === null || value === undefined) return intl.formatMessage({ id: 'admin.layout.value.builtIn' });
    const tiles = value as string[];
    return tiles.length ? tiles.map(names.tile).join(', ') : intl.formatMessage({ id: 'admin.value.emptyList' });
  }
  if (path === 'layout.arrangement') {
    return value ? arrangementText(value as LayoutTree, names) : intl.formatMessage({ id: 'admin.value.emptyList' });
  }
  // The dock: none chosen is the dock's own default.
  return typeof value === 'string' ? names.dock(value) : intl.formatMessage({ id: 'admin.layout.value.dockDefault' }, { widget: names.dock(DEFAULT_DOCK_WIDGET) });
}

/** The name of a layout row. */
export function layoutPathLabel(path: string, intl: IntlShape): string {
  return intl.formatMessage({ id: `admin.layout.path.${path.replace(/^layout\./, '')}` });
}
