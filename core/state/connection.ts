import { defineSharedAction } from '../sync/sharedAction';
import { type ConnectionStatus, store } from './store';

/** The leader's hub status, shown in every window. */
export const connectionStatusChanged = defineSharedAction('connection/status', (status: ConnectionStatus) => {
  store.connection.status = status;
});
