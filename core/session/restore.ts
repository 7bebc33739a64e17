import { setAuthorization } from '../api/authorization';
import { clearPersistedState, readPersistedState, writeStoredStateNow } from '../state/persistence';
import { tellDropped } from '../state/storageNotices';
import { resetStore, store } from '../state/store';
import { clearSession } from './clearSession';
import { isTokenValid } from './token';

/**
 * At start: the stored state comes back, each part parsed with its schema, and the session with
 * it only when its token is still valid; otherwise the user is logged out and the state cleared
 * (spec 000 §4). What storage held that its schema refuses is dropped and the agent told, on the
 * sign-in page when it was the session (DESIGN §4): never a blank page.
 */
export function restoreSession(now: number = Date.now()): boolean {
  const { state, dropped, rewrite } = readPersistedState();
  resetStore(state);
  tellDropped(dropped, store.preferences.language);
  if (dropped.has('session') || dropped.has('state')) {
    // Nobody's any more: the stored threads and outbox go too; the preferences kept are written back.
    clearPersistedState();
    writeStoredStateNow();
  } else if (rewrite) {
    writeStoredStateNow();
  }
  const token = store.session?.authorization;
  if (isTokenValid(token, now)) {
    setAuthorization(token);
    return true;
  }
  if (store.session) clearSession();
  return false;
}
