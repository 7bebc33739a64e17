import { definePlugin } from '@tessera/core';
import './contract';

/**
 * The customer side panel (spec 001 §2 'Customer side panel'), a dock widget of collapsible
 * sections the plugins that own each part fill through its points: 'customer.sections' (whole
 * sections, or a bare row such as the open-usability button) and 'customer.identification' (the
 * fields of 'Contact identification'). It brings the abstract (skill, transfer summary) and
 * 'Find customer' (the usability widget's data, read through 'widgets.data') itself.
 * It starts the first time the dock shows it.
 */
export const customerPlugin = definePlugin({
  id: 'customer',
  title: { id: 'customer.title' },
  description: { id: 'customer.description' },
  activation: 'firstUse',
  messages: {
    // A chunk of its own: the dock loads it for the title, before the plugin starts, when it shows it.
    pt: () => import(/* webpackChunkName: "customer-labels" */ './locales/pt.json'),
    en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json'),
  },
  requires: ['widgets.data'],
  contributionPoints: ['customer.sections', 'customer.identification'],
  contributes: {
    // 2 is the service tools' (the dock's default), 8 the knowledge area's.
    dockWidgets: [{ id: 'customer', title: { id: 'customer.title' }, icon: 'user', order: 3, component: () => import(/* webpackChunkName: "customer" */ './CustomerPanel') }],
    'customer.sections': [
      { id: 'customer.abstract', order: 10, title: { id: 'customer.abstract.title' }, component: () => import(/* webpackChunkName: "customer" */ './AbstractSection') },
      {
        id: 'customer.identification',
        order: 20,
        title: { id: 'customer.identification.title' },
        component: () => import(/* webpackChunkName: "customer" */ './IdentificationSection'),
      },
      { id: 'customer.find', order: 30, title: { id: 'customer.find.title' }, component: () => import(/* webpackChunkName: "customer" */ './FindCustomerSection') },
    ],
  },
});
