import { setAuthorization } from '../api/client';
import { loadPersistedState } from '../state/persistence';
import { resetStore, store } from '../state/store';
import { clearSession } from './clearSession';
import { isTokenValid } from './token';

/**
 * At start: the stored state comes back, and the session with it only when its token is
 * still valid; otherwise the user is logged out and the state cleared (spec 000 §4).
 */
export function restoreSession(now: number = Date.now()): boolean {
  resetStore(loadPersistedState());
  const token = store.session?.authorization;
  if (isTokenValid(token, now)) {
    setAuthorization(token);
    return true;
  }
  if (store.session) clearSession();
  return false;
}
