import { chooseDockWidget, definePlugin, type ShortcutContribution } from '@tessera/core';
import en from './locales/en.json';
import pt from './locales/pt.json';
import { visibleDockWidgets } from './visibleWidgets';

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
  messages: { pt, en },
  contributes: {
    tiles: [{ id: 'dock', title: { id: 'dock.title' }, icon: 'grid', component: () => import('./DockTile') }],
    shortcuts: widgetShortcuts,
    commands: [
      {
        id: 'dock.choose',
        run: (_ctx, index) => {
          const widget = visibleDockWidgets()[Number(index)];
          if (widget) chooseDockWidget(widget);
        },
      },
    ],
  },
});
