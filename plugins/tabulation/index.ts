import { definePlugin } from '@tessera/core';
import './contract';
import { LazyTabulationForm } from './LazyTabulationForm';
import pt from './locales/pt.json';
import { createTabulation, dialogOf } from './state';

/**
 * Closes conversations and registers their demand with the three-level tabulation (spec 001 §2
 * dialog 3, §4, §5): the header's close action (also what the phone's service tools call), the
 * pending-tab notice above a finished thread, and the conversation's tabulations in the dock.
 * Other plugins reach the form through the 'tabulation.service' service (the transfer's first step).
 */
export const tabulationPlugin = definePlugin({
  id: 'tabulation',
  title: { id: 'tabulation.title' },
  description: { id: 'tabulation.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  provides: 'tabulation.service',
  // Once a dialog has done its work, the keyboard goes back to the conversation (its view, when it runs).
  optional: ['conversation.view'],
  contributes: {
    headerActions: [
      {
        id: 'tabulation.close',
        label: { id: 'tabulation.closeAction' },
        icon: 'finish',
        order: 60,
        command: 'tabulation.close',
        keys: 'alt+shift+e',
        when: { not: { status: ['closed', 'pos-chat'] } },
      },
    ],
    'conversation.threadBanners': [
      {
        id: 'tabulation.pending',
        order: 10,
        label: { id: 'tabulation.pendingLabel' },
        icon: 'tag',
        when: { all: [{ feature: 'Tab' }, { conversation: 'untabulated' }] },
        component: () => import('./PendingTabBanner'),
      },
    ],
    // The customer panel's 'Register demand' and 'Tabulations' (the list is the dock widget's own).
    'customer.sections': [
      { id: 'tabulation.register', order: 40, title: { id: 'tabulation.customer.register' }, component: () => import(/* webpackChunkName: "customer" */ './RegisterDemandSection') },
      { id: 'tabulation.list', order: 60, title: { id: 'tabulation.customer.list' }, component: () => import(/* webpackChunkName: "customer" */ './TabsSection') },
    ],
    dockWidgets: [{ id: 'tabulation.tabs', title: { id: 'tabulation.list.title' }, icon: 'tag', order: 30, component: () => import('./TabsWidget') }],
    overlays: [{ id: 'tabulation.dialog', component: () => import(/* webpackChunkName: "workspace-start" */ './TabulationOverlay') }],
    commands: [
      {
        id: 'tabulation.close',
        run: (ctx, { conversationId }) => {
          const status = ctx.state.conversations[conversationId]?.status;
          // Only an open conversation closes (spec 001 §4); a finished one has nothing to close.
          if (!status || status === 'closed' || status === 'pos-chat') return;
          dialogOf(ctx.service('tabulation.service')!).open({ conversationId, mode: 'close' });
        },
      },
      {
        id: 'tabulation.register',
        run: (ctx, { conversationId }) => {
          if (!ctx.state.conversations[conversationId]) return;
          dialogOf(ctx.service('tabulation.service')!).open({ conversationId, mode: 'register' });
        },
      },
    ],
  },
  activate: () => ({ service: createTabulation(LazyTabulationForm) }),
});
