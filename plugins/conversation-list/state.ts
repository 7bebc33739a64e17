import { proxy } from '@tessera/core';
import type { ListFilter, ListTab } from './views';

interface ListViewState {
  tab: ListTab;
  filters: ListFilter[];
  /** The pending-tabulation block unfolded. */
  pendingOpen: boolean;
}

/**
 * The list's view in this window ('conversation-list.view'): which tab and which filters. Made by
 * the plugin's activate, so moving or re-opening the tile keeps the agent's choice, each window (a
 * popped-out list) has its own, and the next session starts from the inbox, unfiltered.
 */
export interface ListView {
  readonly state: Readonly<ListViewState>;
  chooseTab(tab: ListTab): void;
  chooseFilters(filters: readonly ListFilter[]): void;
  setPendingOpen(open: boolean): void;
  /** Where Alt+↓ / Alt+↑ last went (the row and its index), for when that row leaves the list. */
  place: { id: string; index: number } | null;
}

export function createListView(): ListView {
  const state = proxy<ListViewState>({ tab: 'inbox', filters: [], pendingOpen: true });
  return {
    state,
    chooseTab: (tab) => void (state.tab = tab),
    chooseFilters: (filters) => void (state.filters = [...filters]),
    setPendingOpen: (open) => void (state.pendingOpen = open),
    place: null,
  };
}
