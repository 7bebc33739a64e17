import { useState } from 'react';
import { chosenTab, initialPath } from './tree';
import type { useTabTree } from './useTabTree';

/**
 * The agent's choice in the form: until they choose, the levels with a single option are chosen
 * already. Kept by the form's owner, so a failed save or close loses nothing.
 */
export function useTabPath(tree: ReturnType<typeof useTabTree>) {
  const [chosen, setChosen] = useState<string[] | null>(null);
  const nodes = tree.data ?? [];
  const path = chosen ?? initialPath(nodes);
  return { path, setPath: setChosen, tab: chosenTab(nodes, path) };
}
