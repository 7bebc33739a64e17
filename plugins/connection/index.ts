import { definePlugin } from '@tessera/core';
import pt from './locales/pt.json';

/**
 * The connection dialogs (spec 000 §2, §4, §8): 'Disconnected' while the hub reconnects, then
 * 'Reloading chats' while the list is fetched again, and the lost-chat notice after three
 * failed conversation checks in a row. The core keeps the state; this plugin only shows it.
 */
export const connectionPlugin = definePlugin({
  id: 'connection',
  title: { id: 'connection.title' },
  description: { id: 'connection.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  contributes: {
    overlays: [
      { id: 'connection.reconnect', component: () => import(/* webpackChunkName: "workspace-start" */ './ReconnectDialog') },
      { id: 'connection.lostChat', component: () => import(/* webpackChunkName: "workspace-start" */ './LostChatDialog') },
    ],
  },
});
