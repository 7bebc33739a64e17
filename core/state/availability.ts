import { logger } from '../logger';
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

function contains(list: readonly Availability[], id: string): boolean {
  return list.some((a) => a.id === id || contains(a.children, id));
}

/**
 * The changeAvailability event (or our own change) moves the default flag. An id the session does
 * not know is refused with a diagnostic: the agent keeps the status they had rather than none.
 */
export const availabilityChanged = defineSharedAction('availability/changed', (availabilityId: string) => {
  if (!store.session) return;
  if (!contains(store.session.availabilities, availabilityId)) {
    logger.warn(`[availability] unknown availability "${availabilityId}" refused; the current status is kept`);
    return;
  }
  markDefault(store.session.availabilities, availabilityId);
});
