import { definePlugin } from '@tessera/core';
import pt from './locales/pt.json';

/** The queue summary (spec 000 §2, §7): consumers waiting per skill, in a top-bar popover. */
export const queueSummaryPlugin = definePlugin({
  id: 'queue-summary',
  title: { id: 'queueSummary.title' },
  description: { id: 'queueSummary.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  contributes: {
    toolbarItems: [{ id: 'queue-summary', placement: 'topBar', order: 10, component: () => import(/* webpackChunkName: "workspace-start" */ './QueueSummaryButton') }],
  },
});
