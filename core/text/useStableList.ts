import { useRef } from 'react';

/**
 * The list as last returned while its items are the same (by `same`), so what is memoised on it
 * holds across renders that rebuild an equal list.
 */
export function useStableList<T>(list: readonly T[], same: (a: T, b: T) => boolean = Object.is): readonly T[] {
  const kept = useRef(list);
  const previous = kept.current;
  if (previous.length !== list.length || previous.some((item, i) => !same(item, list[i]!))) kept.current = list;
  return kept.current;
}
