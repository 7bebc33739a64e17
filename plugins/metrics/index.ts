import { definePlugin } from '@tessera/core';
import pt from './locales/pt.json';

/** The agent's metrics against their goals in the left sidebar (spec 000 §2, §3, §9). */
export const metricsPlugin = definePlugin({
  id: 'metrics',
  title: { id: 'metrics.title' },
  description: { id: 'metrics.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  contributes: {
    sidebarSections: [{ id: 'metrics', title: { id: 'metrics.title' }, order: 20, component: () => import(/* webpackChunkName: "workspace-start" */ './MetricsSection') }],
  },
});
