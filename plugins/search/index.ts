import { definePlugin } from '@tessera/core';
import pt from './locales/pt.json';

/** In-conversation search (spec 001 §2), a header action that toggles the search bar. */
export const searchPlugin = definePlugin({
  id: 'search',
  title: { id: 'search.title' },
  description: { id: 'search.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  // The bar highlights the matches and reveals the current one in the conversation view.
  requires: ['conversation.view'],
  contributes: {
    headerActions: [
      { id: 'search', label: { id: 'search.action' }, icon: 'search', order: 10, keys: 'mod+shift+f', panel: () => import('./SearchBar'), panelFrame: 'bare' },
    ],
  },
});
