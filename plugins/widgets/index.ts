import { definePlugin } from '@tessera/core';
import './contract';
import pt from './locales/pt.json';

/**
 * The agent's widgets (spec 001 §3 Widget, §7 user/widgets and widget-data): which the
 * conversation's skill has, and their data per conversation, read once through the session's cache
 * by the panels that show them (usability page, service tools, customer panel, link widget).
 */
export const widgetsPlugin = definePlugin({
  id: 'widgets',
  title: { id: 'widgets.title' },
  description: { id: 'widgets.description' },
  // It starts when a panel first asks for its service (a conversation shown beside them): the
  // workspace opens without its schemas and rules.
  activation: 'firstUse',
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  gateKeys: ['widgets.link'],
  provides: 'widgets.data',
  activate: async (ctx) => (await import(/* webpackChunkName: "widgets" */ './start')).startWidgets(ctx),
});
