import { definePlugin } from '@tessera/core';

/**
 * The link widget (spec 001 §2, §9): the conversation's 'Link' widget page embedded in the dock,
 * with its title and a refresh button, told the ERP token by postMessage (handoff.ts: sandbox and
 * origin rules); kept for 30 minutes after the agent leaves it, then unmounted. Shown only when the
 * conversation's skill has a Link widget (the widgets plugin's key 'widgets.link').
 */
export const linkPlugin = definePlugin({
  id: 'link',
  title: { id: 'link.title' },
  description: { id: 'link.description' },
  // It starts when the dock shows it (the conversation's skill has a Link widget).
  activation: 'firstUse',
  messages: {
    // A chunk of its own: the dock loads it for the title, before the plugin starts, when it shows it.
    pt: () => import(/* webpackChunkName: "link-labels" */ './locales/pt.json'),
    en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json'),
  },
  optional: ['widgets.data', 'dock.widgets'],
  contributes: {
    dockWidgets: [{ id: 'link', title: { id: 'link.title' }, icon: 'globe', order: 50, when: { key: 'widgets.link' }, component: () => import('./LinkWidget') }],
  },
});
