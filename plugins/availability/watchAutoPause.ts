import { type Notifier, store } from '@tessera/core';
import { subscribe } from 'valtio';
import { type AutoPauseView, stepAutoPause } from './autoPause';
import { applyAutoPause } from './changeStatus';
import { availabilityUi } from './state';

/** The rule's inputs, read from the store and this window's pending changes. */
export function autoPauseView(): AutoPauseView {
  const conversations = store.conversations;
  const selectedId = store.selectedConversationId;
  return {
    statuses: Object.values(conversations).map((c) => c.status),
    selected: !!selectedId && !!conversations[selectedId],
    availabilities: store.session?.availabilities ?? [],
    listLoaded: store.list.status === 'success',
    busy: availabilityUi.pending > 0,
  };
}

/**
 * Applies the automatic pause as the store changes. Run it in one window only (the plugin
 * elects one), or every window would send the change.
 */
export function watchAutoPause(notify: Notifier): () => void {
  let latch: string | undefined;
  const check = () => {
    if (!store.session) {
      latch = undefined;
      return;
    }
    const step = stepAutoPause(latch, autoPauseView());
    latch = step.latch;
    if (step.fire) void applyAutoPause(step.fire.to, notify);
  };
  const stopStore = subscribe(store, check);
  const stopUi = subscribe(availabilityUi, check);
  check();
  return () => {
    stopStore();
    stopUi();
  };
}
