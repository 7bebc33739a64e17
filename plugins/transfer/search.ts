import { foldString } from '@tessera/core';

/** Names matching the search, ignoring case and accents ('sao' finds 'São Paulo'); empty shows all. */
export function matchByName<T extends { name: string }>(items: readonly T[], query: string): T[] {
  const q = foldString(query.trim());
  return q ? items.filter((item) => foldString(item.name).includes(q)) : [...items];
}

/**
 * One tab's two sections: the favourites on top (in the list's order) and every match below, the
 * favourites among them too, so a star toggled in the full list leaves the row where it is.
 */
export function sections<T extends { id: string; name: string }>(items: readonly T[], favouriteIds: readonly string[], query: string) {
  const all = matchByName(items, query);
  const favourites = new Set(favouriteIds);
  return { favourites: all.filter((item) => favourites.has(item.id)), all };
}
