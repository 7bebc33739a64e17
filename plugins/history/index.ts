import { definePlugin } from '@tessera/core';
import './contract';

/**
 * The consumer's history (spec 001 §2 History panel, §4, §5, §8): their earlier conversations,
 * localized and researched, with the average satisfaction against the goal; a detail with the
 * messages (searchable), data and notes of one; and a search by protocol number. A dock widget
 * (the spec's 'historic'), hidden for ticket and phone conversations. It starts on first use: the
 * dock showing it is the first use.
 */
export const historyPlugin = definePlugin({
  id: 'history',
  title: { id: 'history.title' },
  description: { id: 'history.description' },
  activation: 'firstUse',
  messages: {
    // A chunk of its own: the dock loads it for the title, before the plugin starts, when it shows it.
    pt: () => import(/* webpackChunkName: "history-labels" */ './locales/pt.json'),
    en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json'),
  },
  provides: 'history.memory',
  contributes: {
    dockWidgets: [
      {
        id: 'history',
        title: { id: 'history.title' },
        icon: 'clock',
        order: 12,
        undockAliases: ['historic'],
        when: { not: { any: [{ conversation: 'ticket' }, { channel: 'telefone' }] } },
        component: () => import(/* webpackChunkName: "history" */ './HistoryWidget'),
      },
    ],
  },
  activate: async () => ({ service: (await import(/* webpackChunkName: "history" */ './memory')).createHistoryMemory() }),
});
