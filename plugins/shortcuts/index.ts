import { definePlugin } from '@tessera/core';

/**
 * '//' in the composer opens the agent's shortcuts (canned answers, spec 001 §2); the knowledge
 * panel's Shortcuts tab lists, adds, edits and deletes them (one cache: both show every change).
 */
export const shortcutsPlugin = definePlugin({
  id: 'shortcuts',
  title: { id: 'shortcuts.title' },
  description: { id: 'shortcuts.description' },
  // It starts when a reply box or the knowledge panel shows what it adds.
  activation: 'firstUse',
  messages: {
    pt: () => import(/* webpackChunkName: "shortcuts" */ './locales/pt.json'),
    en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json'),
  },
  contributes: {
    composerTriggers: [{ id: 'shortcuts', prefix: '//', title: { id: 'shortcuts.title' }, component: () => import(/* webpackChunkName: "shortcuts" */ './ShortcutsPanel') }],
    'knowledge.tabs': [{ id: 'shortcuts.tab', title: { id: 'shortcuts.tabTitle' }, order: 10, component: () => import(/* webpackChunkName: "knowledge" */ './ShortcutsTab') }],
  },
});
