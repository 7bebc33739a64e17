import { copyText, definePlugin, loadLinearPatternEngine, subscribeState } from '@tessera/core';
import './contract';
import pt from './locales/pt.json';
import { findTerms } from './findTerms';
import { activeTerms } from './terms';

/** Insight (spec 000 §6): regex terms highlighted in messages, copied on click, gathered in a widget. */
export const insightPlugin = definePlugin({
  id: 'insight',
  title: { id: 'insight.title' },
  description: { id: 'insight.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  when: { feature: 'Insight' },
  // Its widget highlights and reveals the words in the conversation view.
  requires: ['conversation.view'],
  contributes: {
    textMarkers: [
      {
        id: 'insightTerms',
        // Marks once the engine is in: the gate turning on renders the messages again.
        when: { key: 'insight.ready' },
        find: (text) => findTerms(text, activeTerms()),
        activate: (match) => void copyText(match.text),
        actionLabel: { id: 'insight.copy' },
      },
    ],
    dockWidgets: [
      { id: 'insights', title: { id: 'insight.widget' }, icon: 'lightbulb', order: 20, component: () => import('./InsightsPanel') },
    ],
  },
  gateKeys: ['insight.ready'],
  activate(ctx) {
    let stopped = false;
    // The engine comes with the first conversation opened, not with the workspace.
    const whenOpen = () => {
      if (!ctx.state.selectedConversationId) return;
      stopWatching();
      void loadLinearPatternEngine().then(() => {
        if (stopped) return;
        // The company's terms compile now, in a task of their own, rather than in the render that first marks messages.
        activeTerms();
        ctx.setGateKey('insight.ready', true);
      });
    };
    const stopWatching = subscribeState(whenOpen);
    whenOpen();
    return () => {
      stopped = true;
      stopWatching();
    };
  },
});
