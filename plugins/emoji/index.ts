import { definePlugin } from '@tessera/core';
import './contract';

/**
 * Emoji in replies (issue 11): a button beside the reply box opens a picker, searchable in the
 * agent's language, that puts the chosen emoji at the caret. The picker is also a service
 * ('emoji.picker') for other boxes that take text. Its code and data (emojibase-data, pt and en)
 * are chunks of the build, loaded the first time it opens: nothing comes from a third-party host.
 */
export const emojiPlugin = definePlugin({
  id: 'emoji',
  title: { id: 'emoji.title' },
  description: { id: 'emoji.description' },
  // It starts the first time a conversation shows what it adds (or its command runs): its messages
  // and its code load then, not with the session.
  activation: 'firstUse',
  messages: {
    pt: () => import(/* webpackChunkName: "emoji" */ './locales/pt.json'),
    en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json'),
  },
  provides: 'emoji.picker',
  contributes: {
    'conversation.composerActions': [{ id: 'emoji.insert', order: 20, component: () => import('./EmojiAction') }],
  },
  activate: async () => {
    const { LazyPicker } = await import(/* webpackChunkName: "emoji" */ './LazyPicker');
    return { service: { Picker: LazyPicker } };
  },
});
