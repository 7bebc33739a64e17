import { definePlugin } from '@tessera/core';
import en from './locales/en.json';
import pt from './locales/pt.json';

/** The side widget tile: a dock of icon buttons choosing which dock widget shows. */
export const dockPlugin = definePlugin({
  id: 'dock',
  title: { id: 'dock.title' },
  description: { id: 'dock.description' },
  messages: { pt, en },
  contributes: {
    tiles: [{ id: 'dock', title: { id: 'dock.title' }, icon: 'grid', component: () => import('./DockTile') }],
  },
});
