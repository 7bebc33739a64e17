import { definePlugin } from '@tessera/core';
import en from './locales/en.json';
import pt from './locales/pt.json';
import { resetListView } from './state';

export const conversationListPlugin = definePlugin({
  id: 'conversation-list',
  title: { id: 'conversationList.title' },
  description: { id: 'conversationList.description' },
  messages: { pt, en },
  contributes: {
    tiles: [
      { id: 'conversationList', title: { id: 'conversationList.title' }, icon: 'list', component: () => import('./ConversationListTile') },
    ],
  },
  activate(ctx) {
    // The next agent to sign in here starts from the inbox, unfiltered.
    ctx.bus.on('session:ended', resetListView);
    return () => ctx.bus.off('session:ended', resetListView);
  },
});
