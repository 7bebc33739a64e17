import { definePlugin } from '@tessera/core';
import './contract';

/**
 * Tickets (spec 001 §2 Ticket panel, §3 Ticket and Document, §4, §5, §7, §8, §9; issue 15): the
 * panel of a conversation on the automated-ticket channel ('real_automation'), a dock widget
 * shown only for tickets: the consumer's tickets in queue, the ticket's process, journey,
 * documents, form data (with its PDF) and interaction history, a reply with notes and files,
 * and the consumer's service history. It starts on first use: the dock showing it.
 */
export const ticketsPlugin = definePlugin({
  id: 'tickets',
  title: { id: 'tickets.title' },
  description: { id: 'tickets.description' },
  activation: 'firstUse',
  messages: {
    // A chunk of its own: the dock loads it for the title, before the plugin starts, when it shows it.
    pt: () => import(/* webpackChunkName: "tickets-labels" */ './locales/pt.json'),
    en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json'),
  },
  provides: 'tickets.memory',
  contributes: {
    dockWidgets: [
      {
        id: 'ticket',
        title: { id: 'tickets.title' },
        icon: 'ticket',
        order: 11,
        when: { conversation: 'ticket' },
        component: () => import(/* webpackChunkName: "tickets" */ './TicketPanel'),
      },
    ],
  },
  activate: async () => ({ service: (await import(/* webpackChunkName: "tickets" */ './memory')).createTicketMemory() }),
});
