import { definePlugin } from '@tessera/core';
import './contract';
import pt from './locales/pt.json';
import { watchLinkWidget } from './linkWidget';
import { createWidgetService } from './widgetData';

/**
 * The agent's widgets (spec 001 §3 Widget, §7 user/widgets and widget-data): which the
 * conversation's skill has, and their data per conversation, read once through the session's cache
 * by the panels that show them (usability page, service tools, customer panel, link widget).
 */
export const widgetsPlugin = definePlugin({
  id: 'widgets',
  title: { id: 'widgets.title' },
  description: { id: 'widgets.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  gateKeys: ['widgets.link'],
  provides: 'widgets.data',
  activate(ctx) {
    const stopLinkWatch = watchLinkWidget(ctx);
    return { service: createWidgetService(() => ctx.state.session?.user.id), dispose: stopLinkWatch };
  },
});
