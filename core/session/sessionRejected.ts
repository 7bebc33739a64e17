import type { ApiError } from '../api/error';
import { notify } from '../notify/notifier';
import { store } from '../state/store';
import { handleLogoutByManager, sessionClearedEverywhere } from './sessionEnd';

/** The key of a 401 that says why: a supervisor logged the agent out (the token died with it). */
export const LOGGED_OUT_BY_MANAGER_KEY = 'logoutByManager';

/**
 * The server no longer accepts the session's token (a 401 to one of its calls): the session ends
 * at once, in every window, rather than the workspace retrying a dead token until the next ping.
 * A supervisor's logout shows its dialog, as if its hub event had arrived; anything else goes
 * to the sign-in with a notice.
 */
export function handleSessionRejected(error: ApiError): void {
  if (!store.session || store.connection.logoutByManager || store.connection.endedBySystem) return;
  if (error.field(LOGGED_OUT_BY_MANAGER_KEY) !== undefined) {
    handleLogoutByManager();
    return;
  }
  notify.toast({ tone: 'warning', text: { id: 'session.rejected' } }, { timeout: 10_000 });
  sessionClearedEverywhere(null);
}
