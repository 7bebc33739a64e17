import type { Availability } from '../schemas';
import { defineSharedAction } from '../sync/sharedAction';
import { store } from './store';

function markDefault(list: Availability[], id: string): boolean {
  let found = false;
  for (const a of list) {
    a.default = a.id === id;
    if (a.default) found = true;
    if (markDefault(a.children, id)) found = true;
  }
  return found;
}

/** The changeAvailability event (or our own change) moves the default flag. */
export const availabilityChanged = defineSharedAction('availability/changed', (availabilityId: string) => {
  if (store.session) markDefault(store.session.availabilities, availabilityId);
});
