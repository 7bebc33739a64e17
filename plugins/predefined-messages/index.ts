import { definePlugin } from '@tessera/core';
import { ATTACHMENTS_UI } from './attachments';

/**
 * '/' in the composer opens the predefined messages of the conversation's skill (the FAQ, spec
 * 001 §2); '//' stays the shortcuts' (the composer takes the longest prefix). A suggestion with a
 * file opens the attachment dialog (service 'attachments.ui', when its plugin runs). The knowledge
 * panel's FAQ tab shows the same list.
 */
export const predefinedMessagesPlugin = definePlugin({
  id: 'predefined-messages',
  title: { id: 'predefined-messages.title' },
  description: { id: 'predefined-messages.description' },
  // It starts the first time a conversation shows what it adds (or its command runs): its messages
  // and its code load then, not with the session.
  activation: 'firstUse',
  messages: {
    pt: () => import(/* webpackChunkName: "predefined-messages" */ './locales/pt.json'),
    en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json'),
  },
  optional: [ATTACHMENTS_UI],
  contributes: {
    composerTriggers: [
      { id: 'predefined-messages.suggestions', prefix: '/', title: { id: 'predefined-messages.title' }, component: () => import('./SuggestionsPanel') },
    ],
    // The FAQ tab of the knowledge panel: the same list, with categories and the global ones marked.
    'knowledge.tabs': [
      { id: 'predefined-messages.faq', title: { id: 'predefined-messages.faqTab' }, order: 30, component: () => import(/* webpackChunkName: "knowledge" */ './FaqTab') },
    ],
  },
});
