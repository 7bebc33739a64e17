import { defineSharedAction } from '../sync/sharedAction';
import { store } from './store';

export interface ContactRename {
  consumerId: string;
  /** null clears it: the consumer's registered name shows again (spec 000 §5). */
  displayName: string | null;
}

/**
 * A contact's display name changed (PATCH /display-name): every conversation with that
 * consumer shows it, in the list and the header, in every window.
 */
export const contactRenamed = defineSharedAction('contacts/renamed', ({ consumerId, displayName }: ContactRename) => {
  for (const c of Object.values(store.conversations)) {
    if (c.consumer.id === consumerId) c.consumer.displayName = displayName ?? undefined;
  }
});
