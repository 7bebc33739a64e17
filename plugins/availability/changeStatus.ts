import { availabilityChanged, logger, type Notifier, workspaceState } from '@tessera/core';
import { patchStatus } from './api';
import type { AvailabilityUi } from './state';
import { currentAvailability, findAvailability } from './tree';

const availabilities = () => workspaceState.session?.availabilities ?? [];
const currentId = () => currentAvailability(availabilities())?.id;

/**
 * The agent picks a status (spec 000 §4): shown at once, then PATCH /user/status; success says
 * so in a 3 s snackbar, a failure puts the prior status back and says 'Error updating status'.
 */
export async function changeStatus(availabilityId: string, notify: Notifier, ui: AvailabilityUi): Promise<void> {
  const prior = currentId();
  if (availabilityId === prior) return;
  const name = findAvailability(availabilities(), availabilityId)?.name ?? '';
  availabilityChanged(availabilityId);
  await ui.inFlight(async () => {
    try {
      await patchStatus(availabilityId);
      notify.snackbar({ tone: 'success', text: { id: 'availability.success' }, values: { name } });
    } catch (error) {
      logger.warn('[availability] status change failed', error);
      // Only if nothing newer replaced it meanwhile: a later choice stands.
      if (currentId() === availabilityId) availabilityChanged(prior ?? '');
      notify.toast({ tone: 'error', text: { id: 'availability.error' } });
    }
  });
}

/**
 * The automatic pause: not shown before the server agrees, so a refusal changes nothing (and
 * cannot loop); a toast either way.
 */
export async function applyAutoPause(to: string, notify: Notifier, ui: AvailabilityUi): Promise<void> {
  const name = findAvailability(availabilities(), to)?.name ?? '';
  await ui.inFlight(async () => {
    try {
      await patchStatus(to);
      availabilityChanged(to);
      notify.toast({ tone: 'success', text: { id: 'availability.autoPaused' }, values: { name } });
    } catch (error) {
      logger.warn('[availability] automatic pause failed', error);
      notify.toast({ tone: 'error', text: { id: 'availability.error' } });
    }
  });
}
