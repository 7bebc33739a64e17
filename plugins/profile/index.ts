import { definePlugin, isAdminSession } from '@tessera/core';
import pt from './locales/pt.json';
import './contract';
import { createProfileDrawer } from './state';

/** Goes to /admin the way the app's router follows (wouter listens to the history). */
function openAdministration(): void {
  window.history.pushState(null, '', '/admin');
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** The settings drawer (spec 000 §2): change picture, new password, notification volume. */
export const profilePlugin = definePlugin({
  id: 'profile',
  title: { id: 'profile.title' },
  description: { id: 'profile.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  contributes: {
    userMenuItems: [
      { id: 'profile.settings', label: { id: 'profile.menu' }, icon: 'settings', order: 20, command: 'profile.open' },
      // Admins only: the company administration, in this window (the workspace is a click away from it).
      { id: 'profile.administration', label: { id: 'profile.administration' }, icon: 'grid', order: 25, command: 'profile.administration', when: { key: 'profile.admin' } },
    ],
    overlays: [{ id: 'profile.drawer', component: () => import(/* webpackChunkName: "workspace-start" */ './SettingsDrawer') }],
    commands: [
      { id: 'profile.open', run: (ctx) => ctx.service('profile.drawer')?.open() },
      { id: 'profile.administration', run: () => openAdministration() },
    ],
  },
  provides: 'profile.drawer',
  gateKeys: ['profile.admin'],
  activate: (ctx) => {
    ctx.setGateKey('profile.admin', isAdminSession(ctx.state.session));
    return { service: createProfileDrawer() };
  },
});
