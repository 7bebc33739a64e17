import { definePlugin } from '@tessera/core';
import pt from './locales/pt.json';
import { ringOnArrivals } from './sound';

/**
 * Tells the agent something arrived (spec 000 §1, §2): a chime for new conversations and consumer
 * messages at the chosen volume, and the unread count in the browser tab's title.
 */
export const alertsPlugin = definePlugin({
  id: 'alerts',
  title: { id: 'alerts.title' },
  description: { id: 'alerts.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  contributes: {
    overlays: [{ id: 'alerts.tabTitle', component: () => import('./TabTitle') }],
  },
  activate(ctx) {
    return ringOnArrivals(ctx.bus, ctx.state);
  },
});
