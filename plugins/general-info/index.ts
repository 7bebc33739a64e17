import { definePlugin } from '@tessera/core';
import pt from './locales/pt.json';

/** General information (spec 001 §2 "Other panels"), a dock widget. */
export const generalInfoPlugin = definePlugin({
  id: 'general-info',
  title: { id: 'generalInfo.title' },
  description: { id: 'generalInfo.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  contributes: {
    dockWidgets: [
      { id: 'generalInfo', title: { id: 'generalInfo.title' }, icon: 'info', order: 10, component: () => import('./GeneralInfoPanel') },
    ],
  },
});
