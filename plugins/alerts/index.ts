import { definePlugin } from '@tessera/core';
import { announceActivity } from './announcer';
import pt from './locales/pt.json';
import { ringOnArrivals } from './sound';

/**
 * Tells the agent something arrived (spec 000 §1, §2): a chime for new conversations and consumer
 * messages at the chosen volume, the unread count in the browser tab's title, and a polite live
 * region that says what happened outside the open conversation, a burst as one summary.
 */
export const alertsPlugin = definePlugin({
  id: 'alerts',
  title: { id: 'alerts.title' },
  description: { id: 'alerts.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  contributes: {
    overlays: [
      { id: 'alerts.tabTitle', component: () => import(/* webpackChunkName: "workspace-start" */ './TabTitle') },
      { id: 'alerts.announcer', component: () => import(/* webpackChunkName: "workspace-start" */ './Announcer') },
    ],
    toolbarItems: [{ id: 'alerts.history', placement: 'topBar', order: 5, component: () => import(/* webpackChunkName: "workspace-start" */ './NoticeHistory') }],
  },
  provides: 'alerts.announcements',
  activate(ctx) {
    const stopRinging = ringOnArrivals(ctx.bus, ctx.state);
    const announcing = announceActivity(ctx.state);
    return {
      service: announcing.service,
      dispose: () => {
        stopRinging();
        announcing.dispose();
      },
    };
  },
});
