import { definePlugin } from '@tessera/core';
import './contract';
import { LazyPicker } from './LazyPicker';
import pt from './locales/pt.json';

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
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  provides: 'emoji.picker',
  contributes: {
    'conversation.composerActions': [{ id: 'emoji.insert', order: 20, component: () => import('./EmojiAction') }],
  },
  activate: () => ({ service: { Picker: LazyPicker } }),
});
