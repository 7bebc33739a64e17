import { defineSharedAction } from '../sync/sharedAction';
import { store } from './store';

/**
 * What the connection dialogs show, in every window: the list is reloading after a reconnect
 * or a lost chat, and the lost-chat notice is up. The leader sets them; the agent acknowledges
 * the lost chat from whichever window they are in.
 */
export const reloadingChanged = defineSharedAction('connection/reloading', (reloading: boolean) => {
  store.connection.reloading = reloading;
});

export const lostChatChanged = defineSharedAction('connection/lostChat', (lost: boolean) => {
  store.connection.lostChat = lost;
});

/** The agent closed the lost-chat dialog. */
export function acknowledgeLostChat(): void {
  lostChatChanged(false);
}
