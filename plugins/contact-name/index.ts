import { definePlugin } from '@tessera/core';
import pt from './locales/pt.json';

/** Edits the name agents see for a contact (spec 000 §2 'A dialog edits the contact display name'). */
export const contactNamePlugin = definePlugin({
  id: 'contact-name',
  title: { id: 'contactName.title' },
  description: { id: 'contactName.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  contributes: {
    headerActions: [
      {
        id: 'contactName.edit',
        label: { id: 'contactName.edit' },
        icon: 'edit',
        order: 30,
        panel: () => import('./DisplayNameDialog'),
        panelFrame: 'bare',
        // Spec 001 §4, §5: a closed or post-chat conversation is read-only, its contact's name too.
        when: { not: { conversation: 'finished' } },
      },
    ],
    // The customer panel's Contact identification: the names, the same dialog, the display name's clear.
    'customer.identification': [{ id: 'contactName.names', order: 10, component: () => import(/* webpackChunkName: "customer" */ './NameField') }],
  },
});
