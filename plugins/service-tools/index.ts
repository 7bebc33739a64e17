import { definePlugin } from '@tessera/core';
import pt from './locales/pt.json';

/**
 * The service tools (spec 001 §2 "Service tools panel", §5 customer data): the dock's default
 * widget ('attendance'), with the consumer's data from the conversation's usability widget
 * (through the widgets plugin's 'widgets.data'), the conversation's private notes, and for an
 * open phone conversation its timer with transfer and close (the transfer and tabulation
 * plugins' commands, when they run). /undock/data opens it in its own window.
 */
export const serviceToolsPlugin = definePlugin({
  id: 'service-tools',
  title: { id: 'service-tools.title' },
  description: { id: 'service-tools.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  optional: ['widgets.data'],
  contributes: {
    dockWidgets: [
      {
        id: 'attendance',
        title: { id: 'service-tools.title' },
        icon: 'list',
        // First in the dock: the spec's default widget.
        order: 2,
        undockAliases: ['data'],
        component: () => import(/* webpackChunkName: "workspace-start" */ './ServiceToolsPanel'),
      },
    ],
  },
});
