import { definePlugin, electLeader } from '@tessera/core';
import pt from './locales/pt.json';
import './contract';
import { createAvailabilityUi } from './state';
import { currentAvailability } from './tree';
import { watchAutoPause } from './watchAutoPause';

/**
 * The agent's availability (spec 000 §2, §4): the Status entry of the avatar menu opens a picker
 * with a search, the sidebar shows the current status, and the automatic pause runs in one window.
 */
export const availabilityPlugin = definePlugin({
  id: 'availability',
  title: { id: 'availability.title' },
  description: { id: 'availability.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  contributes: {
    userMenuItems: [
      {
        id: 'availability.status',
        label: { id: 'availability.menu' },
        icon: 'clock',
        order: 10,
        command: 'availability.open',
        detail: (state) => currentAvailability(state.session?.availabilities ?? [])?.name,
      },
    ],
    sidebarSections: [
      { id: 'availability.current', title: { id: 'availability.title' }, order: 0, component: () => import(/* webpackChunkName: "workspace-start" */ './StatusSection') },
    ],
    overlays: [{ id: 'availability.picker', component: () => import(/* webpackChunkName: "workspace-start" */ './StatusPicker') }],
    commands: [{ id: 'availability.open', run: (ctx) => ctx.service('availability.ui')?.openPicker() }],
  },
  provides: 'availability.ui',
  activate(ctx) {
    const ui = createAvailabilityUi();
    // Every window sees the same store; only the elected one sends the automatic pause.
    return { service: ui, dispose: electLeader('tessera-availability-autopause', () => watchAutoPause(ctx.notify, ui)) };
  },
});
