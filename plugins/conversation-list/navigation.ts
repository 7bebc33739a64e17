import { conversationSelected, type PluginContext, workspaceState } from '@tessera/core';
import { currentEntries } from './useListEntries';
import { type ListEntry, visibleEntries } from './views';

/**
 * The conversation `delta` rows from the open one in the list as the agent sees it (its tab and
 * filters), without wrapping; the first (or last) row when none is open. When the open one has
 * left the rows (answered in the Reply tab, closed...), the row that took its place counts as the
 * next one. Undefined when there is nowhere to go.
 */
export function stepFrom(
  rows: readonly ListEntry[],
  openId: string | null,
  delta: 1 | -1,
  lastPlace: { id: string; index: number } | null,
): string | undefined {
  if (!rows.length) return undefined;
  const at = openId ? rows.findIndex((e) => e.conversationId === openId) : -1;
  if (at >= 0) return rows[at + delta]?.conversationId;
  if (openId && lastPlace?.id === openId) {
    // The open row left: what now stands at its place is next; the one before it is previous.
    const index = delta === 1 ? lastPlace.index : lastPlace.index - 1;
    return rows[Math.min(Math.max(index, 0), rows.length - 1)]?.conversationId;
  }
  return (delta === 1 ? rows[0] : rows.at(-1))?.conversationId;
}

/** Opens the next (1) or previous (-1) conversation of the list and puts the keyboard in its reply box. */
export function openAdjacent(ctx: PluginContext, delta: 1 | -1): void {
  const list = ctx.service('conversation-list.view');
  if (!list) return;
  const openId = workspaceState.selectedConversationId;
  const rows = visibleEntries(currentEntries(), list.state.tab, list.state.filters, openId);
  const target = stepFrom(rows, openId, delta, list.place);
  if (!target) return;
  list.place = { id: target, index: rows.findIndex((e) => e.conversationId === target) };
  const view = ctx.service('conversation.view');
  view?.prepare(target);
  conversationSelected(target);
  view?.focusComposer(target);
}
