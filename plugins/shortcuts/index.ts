import { definePlugin } from '@tessera/core';
import pt from './locales/pt.json';

/** '//' in the composer opens the agent's shortcuts (canned answers, spec 001 §2). */
export const shortcutsPlugin = definePlugin({
  id: 'shortcuts',
  title: { id: 'shortcuts.title' },
  description: { id: 'shortcuts.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  contributes: {
    composerTriggers: [{ id: 'shortcuts', prefix: '//', title: { id: 'shortcuts.title' }, component: () => import('./ShortcutsPanel') }],
  },
});
