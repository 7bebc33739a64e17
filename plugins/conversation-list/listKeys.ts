/**
 * Where a key moves the focus in a vertical list of `count` rows (no wrapping, as a listbox):
 * the arrows by one, Page Up/Down by a screenful, Home/End to the ends. Undefined for other keys.
 */
export function moveFocus(key: string, current: number, count: number, pageSize: number): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  const at = Math.min(Math.max(current, 0), last);
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : Math.min(at + 1, last);
    case 'ArrowUp':
      return current < 0 ? 0 : Math.max(at - 1, 0);
    case 'PageDown':
      return Math.min(at + Math.max(1, pageSize), last);
    case 'PageUp':
      return Math.max(at - Math.max(1, pageSize), 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

/** Accents and case aside, as an agent types a name ('joao' finds 'João'). */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();
}

/** Typed letters within this long of each other search as one word. */
export const TYPEAHEAD_MS = 1_000;

/**
 * Type to find: the first row from `current` on (the next one, for a new search) whose name starts
 * with what was typed, wrapping round; -1 when none does.
 */
export function findByName(names: readonly string[], typed: string, current: number, continuing: boolean): number {
  const wanted = searchable(typed);
  const start = continuing ? Math.max(current, 0) : current + 1;
  for (let i = 0; i < names.length; i++) {
    const index = (start + i) % names.length;
    if (searchable(names[index]!).startsWith(wanted)) return index;
  }
  return -1;
}
