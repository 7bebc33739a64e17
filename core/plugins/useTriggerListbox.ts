import { type HTMLAttributes, type LiHTMLAttributes, useEffect, useId, useState } from 'react';
import type { ComposerTriggerProps } from './types';

type TriggerWiring = Pick<ComposerTriggerProps, 'query' | 'subscribeKeys' | 'setActiveDescendant' | 'listboxId'>;

export interface TriggerListbox {
  /** The option the keyboard is on (-1 with no options). */
  activeIndex: number;
  /** Spread on the listbox element (a `ul`). */
  listboxProps: HTMLAttributes<HTMLElement>;
  /** Spread on each option (an `li`), with its index. */
  optionProps: (index: number) => LiHTMLAttributes<HTMLLIElement>;
}

/**
 * Drives a composer trigger's listbox the way the composer expects: the reply box keeps the
 * focus (a combobox pointing at the listbox), ↑/↓ move the active option (wrapping), Enter
 * picks it, a click picks the one clicked, the pointer makes an option active, and the active
 * one is kept in view. A new query starts again at the first option.
 */
export function useTriggerListbox<T>(trigger: TriggerWiring, items: readonly T[], { keyOf, onPick }: { keyOf: (item: T) => string; onPick: (item: T) => void }): TriggerListbox {
  const [index, setIndex] = useState(0);
  const prefix = useId();
  const activeIndex = items.length ? Math.min(index, items.length - 1) : -1;
  const active = activeIndex >= 0 ? items[activeIndex] : undefined;
  const optionId = (item: T) => `${prefix}-${keyOf(item)}`;
  const activeId = active === undefined ? undefined : optionId(active);
  const { query, subscribeKeys, setActiveDescendant } = trigger;

  useEffect(() => setIndex(0), [query]);
  useEffect(() => {
    setActiveDescendant(activeId);
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
    return () => setActiveDescendant(undefined);
  }, [activeId, setActiveDescendant]);

  useEffect(
    () =>
      subscribeKeys((event) => {
        const n = items.length;
        if (event.key === 'ArrowDown') setIndex((i) => (n ? (Math.min(i, n - 1) + 1) % n : 0));
        else if (event.key === 'ArrowUp') setIndex((i) => (n ? (Math.min(i, n - 1) - 1 + n) % n : 0));
        else if (event.key === 'Enter' && active !== undefined) onPick(active);
        else return false;
        return true;
      }),
    [subscribeKeys, items, active, onPick],
  );

  return {
    activeIndex,
    listboxProps: { id: trigger.listboxId, role: 'listbox' },
    optionProps: (i) => ({
      id: optionId(items[i]!),
      role: 'option',
      'aria-selected': i === activeIndex,
      // The reply box keeps the focus: a press must not take it.
      onMouseDown: (event) => event.preventDefault(),
      onClick: () => onPick(items[i]!),
      onMouseEnter: () => setIndex(i),
    }),
  };
}
