import type { Script } from './api';

/** The virtual category of the favourites (first), and the one of scripts without a category (last). */
export const FAVORITES = 'favorites';
export const NOT_FOUND = 'not found';

export interface ScriptGroup {
  /** The virtual favourites, a category of the scripts, or the virtual group of those without one. */
  kind: 'favorites' | 'category' | 'uncategorised';
  /** FAVORITES, NOT_FOUND, or the category's name (a real category may be named like a virtual one). */
  category: string;
  scripts: Script[];
}

/**
 * The scripts by category (spec 001 §3): the virtual 'favorites' category first with the favourite
 * scripts, then each category in alphabetical order, then 'not found' with the scripts that have
 * none. A script of several categories is in each; deactivated scripts are left out, and so are
 * those `keep` refuses (the search). Empty groups are not listed.
 */
export function groupScripts(scripts: readonly Script[], favorites: ReadonlySet<string>, keep: (script: Script) => boolean = () => true): ScriptGroup[] {
  const shown = scripts.filter((s) => s.activated !== false && keep(s));
  const byCategory = new Map<string, Script[]>();
  const uncategorised: Script[] = [];
  for (const script of shown) {
    if (!script.categories.length) uncategorised.push(script);
    for (const category of script.categories) {
      const list = byCategory.get(category) ?? [];
      list.push(script);
      byCategory.set(category, list);
    }
  }
  const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
  const groups: ScriptGroup[] = [];
  const favourite = shown.filter((s) => favorites.has(s.id));
  if (favourite.length) groups.push({ kind: 'favorites', category: FAVORITES, scripts: favourite });
  for (const category of [...byCategory.keys()].sort(collator.compare)) groups.push({ kind: 'category', category, scripts: byCategory.get(category)! });
  if (uncategorised.length) groups.push({ kind: 'uncategorised', category: NOT_FOUND, scripts: uncategorised });
  return groups;
}
