import { definePlugin } from '@tessera/core';

/**
 * My content (spec 001 §2, §3, §5): the agent's personal notepad, a tab of the knowledge panel,
 * kept on the server (GET/PATCH /notepad) and saved when the field loses focus if it changed.
 * It starts on first use: the knowledge panel showing its tabs.
 */
export const notepadPlugin = definePlugin({
  id: 'notepad',
  title: { id: 'notepad.title' },
  description: { id: 'notepad.description' },
  activation: 'firstUse',
  messages: {
    // With the knowledge panel, where its tab shows.
    pt: () => import(/* webpackChunkName: "knowledge" */ './locales/pt.json'),
    en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json'),
  },
  contributes: {
    'knowledge.tabs': [{ id: 'notepad.tab', title: { id: 'notepad.tabTitle' }, order: 20, component: () => import(/* webpackChunkName: "knowledge" */ './NotepadTab') }],
  },
});
