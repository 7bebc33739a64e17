import { type Notifier, subscribeState, subscribe, workspaceState } from '@tessera/core';
import { type AutoPauseView, stepAutoPause } from './autoPause';
import { applyAutoPause } from './changeStatus';
import type { AvailabilityUi } from './state';

/** The rule's inputs, read from the store and this window's pending changes. */
export function autoPauseView(ui: AvailabilityUi): AutoPauseView {
  const conversations = workspaceState.conversations;
  const selectedId = workspaceState.selectedConversationId;
  return {
    statuses: Object.values(conversations).map((c) => c.status),
    selected: !!selectedId && !!conversations[selectedId],
    availabilities: workspaceState.session?.availabilities ?? [],
    listLoaded: workspaceState.list.status === 'success',
    busy: ui.state.pending > 0,
  };
}

/**
 * Applies the automatic pause as the store changes. Run it in one window only (the plugin
 * elects one), or every window would send the change.
 */
export function watchAutoPause(notify: Notifier, ui: AvailabilityUi): () => void {
  let latch: string | undefined;
  const check = () => {
    if (!workspaceState.session) {
      latch = undefined;
      return;
    }
    const step = stepAutoPause(latch, autoPauseView(ui));
    latch = step.latch;
    if (step.fire) void applyAutoPause(step.fire.to, notify, ui);
  };
  const stopStore = subscribeState(check);
  const stopUi = subscribe(ui.state, check);
  check();
  return () => {
    stopStore();
    stopUi();
  };
}
