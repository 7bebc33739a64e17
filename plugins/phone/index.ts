import { definePlugin } from '@tessera/core';
import pt from './locales/pt.json';

/**
 * Phone attendance (spec 000 §2, §5): a floating button, only for users with
 * permissions_extra.phone, opening the Create attendance dialog.
 */
export const phonePlugin = definePlugin({
  id: 'phone',
  title: { id: 'phone.title' },
  description: { id: 'phone.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  contributes: {
    toolbarItems: [
      { id: 'phone.create', placement: 'floating', order: 10, when: { permission: 'phone' }, component: () => import(/* webpackChunkName: "workspace-start" */ './PhoneButton') },
    ],
  },
});
