import { definePlugin } from '@tessera/core';
import pt from './locales/pt.json';
import './contract';
import { openAdjacent } from './navigation';
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
      { id: 'conversationList', title: { id: 'conversationList.title' }, icon: 'list', component: () => import(/* webpackChunkName: "workspace-start" */ './ConversationListTile') },
    ],
    // Next / previous conversation in one chord, from anywhere (the reply box too): Alt+↓, type, send.
    shortcuts: [
      { id: 'conversationList.next', keys: 'alt+arrowdown', command: 'conversation-list.next', description: { id: 'conversationList.keys.next' } },
      { id: 'conversationList.previous', keys: 'alt+arrowup', command: 'conversation-list.previous', description: { id: 'conversationList.keys.previous' } },
    ],
    commands: [
      { id: 'conversation-list.next', run: (ctx) => openAdjacent(ctx, 1) },
      { id: 'conversation-list.previous', run: (ctx) => openAdjacent(ctx, -1) },
    ],
  },
  provides: 'conversation-list.view',
  activate: () => ({ service: createListView() }),
});
