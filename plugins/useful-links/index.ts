import { definePlugin } from '@tessera/core';
import pt from './locales/pt.json';

/**
 * Useful links (spec 001 §2, §7): the links of the open conversation's skill and the company's
 * global ones (GET dashboard?skills_id&global=true), as a dock widget; each opens in a new tab.
 */
export const usefulLinksPlugin = definePlugin({
  id: 'useful-links',
  title: { id: 'useful-links.title' },
  description: { id: 'useful-links.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  contributes: {
    dockWidgets: [{ id: 'useful-links.list', title: { id: 'useful-links.title' }, icon: 'link', order: 60, component: () => import('./UsefulLinksWidget') }],
  },
});
