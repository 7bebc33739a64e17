import { definePlugin } from '@tessera/core';
import en from './locales/en.json';
import pt from './locales/pt.json';

export const conversationPlugin = definePlugin({
  id: 'conversation',
  title: { id: 'conversation.title' },
  description: { id: 'conversation.description' },
  messages: { pt, en },
  contributes: {
    tiles: [{ id: 'conversation', title: { id: 'conversation.title' }, icon: 'chat', component: () => import('./ConversationTile') }],
  },
});
