import { setAuthorization } from '../api/authorization';
import { notify } from '../notify/notifier';
import { clearPersistedState } from '../state/persistence';
import { store } from '../state/store';
import { defineSharedAction } from '../sync/sharedAction';
import { clearSession } from './clearSession';
import { recordUserEvent } from './userEvents';

/** How long the 'session ended by the system' notice stays (spec 000 §8). */
export const LOGOUT_SYSTEM_NOTICE_MS = 60_000;

/** Every window of the browser signs out together: a pop-out never outlives its session. */
export const sessionClearedEverywhere = defineSharedAction('session/cleared', (_: null) => clearSession());

/**
 * A manager logged the agent out (spec 000 §4): the stored token and state go and the header
 * is dropped at once, in every window; the workspace stays behind the 'disconnected' dialog
 * until the agent acknowledges it.
 */
const loggedOutByManager = defineSharedAction('session/logoutByManager', (_: null) => {
  setAuthorization(undefined);
  clearPersistedState();
  store.connection.logoutByManager = true;
});

export function handleLogoutByManager(): void {
  const token = store.session?.authorization;
  void recordUserEvent('logoutByManager', token ? { token } : {});
  loggedOutByManager(null);
}

/** The agent read the 'disconnected' dialog: what is left of the session goes. */
export function acknowledgeForcedLogout(): void {
  sessionClearedEverywhere(null);
}

/** Like a forced logout: header and stored state gone in every window, the workspace stopped. */
const endedBySystem = defineSharedAction('session/endedBySystem', (_: null) => {
  setAuthorization(undefined);
  clearPersistedState();
  store.connection.endedBySystem = true;
});

/**
 * The server ended the session (a ping answered without availability): the workspace stops, the
 * logoutSystem notice shows for 60 s, then every window goes to the sign-in (spec 000 §4, §8).
 */
export function handleSessionEndedByServer(noticeMs: number = LOGOUT_SYSTEM_NOTICE_MS): Promise<void> {
  // Already over (the token was refused at once, see sessionRejected.ts): nothing left to end.
  if (!store.session) return Promise.resolve();
  const token = store.session?.authorization;
  void recordUserEvent('logoutSystem', token ? { token } : {});
  endedBySystem(null);
  notify.toast({ tone: 'warning', text: { id: 'session.logoutSystem' } }, { timeout: noticeMs });
  return new Promise((resolve) =>
    setTimeout(() => {
      sessionClearedEverywhere(null);
      resolve();
    }, noticeMs),
  );
}
