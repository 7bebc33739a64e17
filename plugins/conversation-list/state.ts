import { proxy } from 'valtio';
import type { ListFilter, ListTab } from './views';

interface ListView {
  tab: ListTab;
  filters: ListFilter[];
  /** The pending-tabulation block unfolded. */
  pendingOpen: boolean;
}

const initialView = (): ListView => ({ tab: 'inbox', filters: [], pendingOpen: true });

/**
 * The list's view in this window: which tab and which filters. Kept outside the tile so moving
 * or re-opening the tile keeps the agent's choice; each window (a popped-out list) has its own.
 */
export const listView = proxy<ListView>(initialView());

export function chooseTab(tab: ListTab): void {
  listView.tab = tab;
}

export function chooseFilters(filters: readonly ListFilter[]): void {
  listView.filters = [...filters];
}

export function setPendingOpen(open: boolean): void {
  listView.pendingOpen = open;
}

/** Back to the inbox with no filter (the session ended; tests). */
export function resetListView(): void {
  Object.assign(listView, initialView());
}
