import { definePlugin } from '@tessera/core';
import en from './locales/en.json';
import pt from './locales/pt.json';

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
});
