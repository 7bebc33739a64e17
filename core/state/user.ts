import { defineSharedAction } from '../sync/sharedAction';
import { store } from './store';

/** The agent's new picture (a data URL or the server's URL), in every window of the browser. */
export const avatarChanged = defineSharedAction('user/avatarChanged', (url: string) => {
  if (store.session) store.session.user.url_avatar = url;
});
