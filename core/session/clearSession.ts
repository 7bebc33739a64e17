import { setAuthorization } from '../api/authorization';
import { bus } from '../bus';
import { clearPersistedState } from '../state/persistence';
import { initialState, resetStore, store } from '../state/store';

/** Ends the session in this window: header dropped, all state cleared, preferences kept. */
export function clearSession(): void {
  setAuthorization(undefined);
  const preferences = { ...store.preferences };
  resetStore({ ...initialState(), preferences });
  clearPersistedState();
  bus.emit('session:ended', {});
}
