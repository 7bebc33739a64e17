import { definePlugin } from '@tessera/core';
import pt from './locales/pt.json';
import './contract';
import { createListView } from './state';

export const conversationListPlugin = definePlugin({
  id: 'conversation-list',
  title: { id: 'conversationList.title' },
  description: { id: 'conversationList.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  // Opening a conversation puts the keyboard in its reply box, when the conversation view runs.
  optional: ['conversation.view'],
  contributes: {
    tiles: [
      { id: 'conversationList', title: { id: 'conversationList.title' }, icon: 'list', component: () => import('./ConversationListTile') },
    ],
  },
  provides: 'conversation-list.view',
  activate: () => ({ service: createListView() }),
});
