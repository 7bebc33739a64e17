import { copyText, definePlugin } from '@tessera/core';
import en from './locales/en.json';
import pt from './locales/pt.json';
import { findTerms } from './findTerms';
import { activeTerms } from './terms';

/** Insight (spec 000 §6): regex terms highlighted in messages, copied on click, gathered in a widget. */
export const insightPlugin = definePlugin({
  id: 'insight',
  title: { id: 'insight.title' },
  description: { id: 'insight.description' },
  messages: { pt, en },
  when: { feature: 'Insight' },
  // Its widget highlights and reveals the words in the conversation view.
  requires: ['conversation.view'],
  contributes: {
    textMarkers: [
      {
        id: 'insightTerms',
        find: (text) => findTerms(text, activeTerms()),
        activate: (match) => void copyText(match.text),
        actionLabel: { id: 'insight.copy' },
      },
    ],
    dockWidgets: [
      { id: 'insights', title: { id: 'insight.widget' }, icon: 'lightbulb', order: 20, component: () => import('./InsightsPanel') },
    ],
  },
});
