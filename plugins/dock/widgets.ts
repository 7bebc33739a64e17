import { proxy } from '@tessera/core';

/**
 * The dock's service ('dock.widgets'): which widget shows, chosen by the dock's buttons, its
 * Alt+1..9 keys, or another plugin (a knowledge search opening its panel).
 */
export interface DockWidgets {
  /** The widget chosen last (null: the first the dock shows), read with useSnapshot. */
  readonly state: Readonly<{ chosen: string | null; visible: readonly string[] }>;
  /** Shows this widget, when the dock offers it. */
  choose(widgetId: string): void;
  /** Shows the widget at this position (0-based) of the dock as it shows now. */
  chooseAt(index: number): void;
  /** The dock tile's side: which widgets it offers now, in order. */
  setVisible(widgetIds: readonly string[]): void;
}

/** One per window and session: what the dock plugin's activate creates. */
export function createDockWidgets(): DockWidgets {
  const state = proxy<{ chosen: string | null; visible: readonly string[] }>({ chosen: null, visible: [] });
  return {
    state,
    choose(widgetId) {
      state.chosen = widgetId;
    },
    chooseAt(index) {
      const widget = state.visible[index];
      if (widget) state.chosen = widget;
    },
    setVisible(widgetIds) {
      state.visible = [...widgetIds];
    },
  };
}
