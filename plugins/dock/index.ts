import { definePlugin, type ShortcutContribution } from '@tessera/core';
import './contract';
import pt from './locales/pt.json';
import { createDockWidgets } from './widgets';

/** Alt+1 … Alt+9 pick the side panel's widgets in the order the dock shows them. */
const widgetShortcuts: ShortcutContribution[] = Array.from({ length: 9 }, (_, i) => ({
  id: `dock.widget${i + 1}`,
  keys: `alt+${i + 1}`,
  command: 'dock.choose',
  args: i,
  description: { id: 'dock.choose' },
}));

/** The side widget tile: a dock of icon buttons choosing which dock widget shows. */
export const dockPlugin = definePlugin({
  id: 'dock',
  title: { id: 'dock.title' },
  description: { id: 'dock.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  contributes: {
    tiles: [{ id: 'dock', title: { id: 'dock.title' }, icon: 'grid', component: () => import(/* webpackChunkName: "workspace-start" */ './DockTile') }],
    shortcuts: widgetShortcuts,
    commands: [
      { id: 'dock.choose', run: (ctx, index) => ctx.service('dock.widgets')?.chooseAt(index) },
      { id: 'dock.show', run: (ctx, widgetId) => ctx.service('dock.widgets')?.choose(widgetId) },
    ],
  },
  provides: 'dock.widgets',
  activate: () => ({ service: createDockWidgets() }),
});
