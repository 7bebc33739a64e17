import { definePlugin } from '@tessera/core';
import './contract';
import pt from './locales/pt.json';
import { createFavoriteMarks } from './toggle';

/**
 * Favourite messages (spec 001 §2, §4): a star on every message, starred at once and put back if
 * the server refuses, and the conversation's favourites by day in the dock.
 */
export const favoritesPlugin = definePlugin({
  id: 'favorites',
  title: { id: 'favorites.title' },
  description: { id: 'favorites.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  optional: ['conversation.view'],
  contributes: {
    'conversation.messageActions': [{ id: 'favorites.star', order: 10, component: () => import('./StarAction') }],
    dockWidgets: [{ id: 'favorites.list', title: { id: 'favorites.listTitle' }, icon: 'star', order: 40, component: () => import('./FavoritesWidget') }],
    commands: [
      {
        id: 'favorites.toggle',
        run: (ctx, { conversationId, messageId }) => ctx.service('favorites.marks')?.toggle(conversationId, messageId),
      },
    ],
  },
  provides: 'favorites.marks',
  activate: (ctx) => ({ service: createFavoriteMarks(ctx.notify) }),
});
