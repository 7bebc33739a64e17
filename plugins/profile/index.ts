import { definePlugin } from '@tessera/core';
import pt from './locales/pt.json';
import './contract';
import { createProfileDrawer } from './state';

/** The settings drawer (spec 000 §2): change picture, new password, notification volume. */
export const profilePlugin = definePlugin({
  id: 'profile',
  title: { id: 'profile.title' },
  description: { id: 'profile.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  contributes: {
    userMenuItems: [{ id: 'profile.settings', label: { id: 'profile.menu' }, icon: 'settings', order: 20, command: 'profile.open' }],
    overlays: [{ id: 'profile.drawer', component: () => import(/* webpackChunkName: "workspace-start" */ './SettingsDrawer') }],
    commands: [{ id: 'profile.open', run: (ctx) => ctx.service('profile.drawer')?.open() }],
  },
  provides: 'profile.drawer',
  activate: () => ({ service: createProfileDrawer() }),
});
