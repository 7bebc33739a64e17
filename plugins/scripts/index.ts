import { definePlugin } from '@tessera/core';

/**
 * Scripts (spec 001 §2, §3): the conversation skill's scripts by category in the knowledge panel,
 * the agent's favourites first. It starts on first use: the knowledge panel showing its tabs.
 */
export const scriptsPlugin = definePlugin({
  id: 'scripts',
  title: { id: 'scripts.title' },
  description: { id: 'scripts.description' },
  activation: 'firstUse',
  messages: {
    // With the knowledge panel, where its tab shows.
    pt: () => import(/* webpackChunkName: "knowledge" */ './locales/pt.json'),
    en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json'),
  },
  contributes: {
    'knowledge.tabs': [{ id: 'scripts.tab', title: { id: 'scripts.tabTitle' }, order: 40, component: () => import(/* webpackChunkName: "knowledge" */ './ScriptsTab') }],
  },
});
