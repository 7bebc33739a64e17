import { definePlugin } from '@tessera/core';
import './contract';

/**
 * AI summaries (spec 001 §2 Summary panel, §3 Summary, §4, §7, §8): a dock widget shown when the
 * conversation has AI summary on and is not a ticket, with its earlier summaries, a Summarize
 * button and the automatic-summary setting; summaries made on their own when a conversation
 * closes or is transferred; and, on messages that carry a summary, a control showing it. It
 * starts on first use: the dock or the thread showing what it contributes is the first use.
 */
export const summaryPlugin = definePlugin({
  id: 'summary',
  title: { id: 'summary.title' },
  description: { id: 'summary.description' },
  activation: 'firstUse',
  messages: {
    // A chunk of its own: the dock loads it for the title, before the plugin starts, when it shows it.
    pt: () => import(/* webpackChunkName: "summary-labels" */ './locales/pt.json'),
    en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json'),
  },
  provides: 'summary.engine',
  contributes: {
    dockWidgets: [
      {
        id: 'summary',
        title: { id: 'summary.title' },
        icon: 'bolt',
        order: 14,
        when: { conversation: 'aiSummary' },
        component: () => import(/* webpackChunkName: "summary" */ './SummaryPanel'),
      },
    ],
    'conversation.messageActions': [{ id: 'summary.carried', order: 30, component: () => import(/* webpackChunkName: "summary" */ './MessageSummary') }],
    commands: [{ id: 'summary.summarize', run: (ctx, { conversationId }) => ctx.service('summary.engine')?.summarize(conversationId) }],
  },
  activate: async (ctx) => {
    const { createSummaryEngine } = await import(/* webpackChunkName: "summary" */ './engine');
    const engine = createSummaryEngine(ctx.notify);
    return { service: engine, dispose: engine.dispose };
  },
});
