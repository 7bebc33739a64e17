import { keyedRecord, proxy } from '@tessera/core';

export interface DockWidgetsState {
  /** The widget chosen last (null: the dock's default). */
  chosen: string | null;
  /** What the dock offers now, in order. */
  visible: readonly string[];
  /** By widget id: how long (ms) the widget stays mounted, hidden, after the agent leaves it. */
  retention: Readonly<Record<string, number>>;
}

/**
 * The dock's service ('dock.widgets'): which widget shows, chosen by the dock's buttons, its
 * Alt+1..9 keys, or another plugin (a knowledge search opening its panel).
 */
export interface DockWidgets {
  /** Read with useSnapshot. */
  readonly state: Readonly<DockWidgetsState>;
  /** Shows this widget, when the dock offers it. */
  choose(widgetId: string): void;
  /** Shows the widget at this position (0-based) of the dock as it shows now. */
  chooseAt(index: number): void;
  /** The dock tile's side: which widgets it offers now, in order. */
  setVisible(widgetIds: readonly string[]): void;
  /**
   * Keeps the widget mounted, hidden, for `ms` after the agent chooses another one, so that what
   * it holds (an embedded page) is there when they come back; after that it is unmounted
   * (spec 001 §9: the link widget, 1,800,000 ms). The time is compared with the clock, not counted.
   */
  keepMounted(widgetId: string, ms: number): void;
}

/** One per window and session: what the dock plugin's activate creates. */
export function createDockWidgets(): DockWidgets {
  const state = proxy<DockWidgetsState>({ chosen: null, visible: [], retention: keyedRecord<number>() });
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
    keepMounted(widgetId, ms) {
      const retention = state.retention as Record<string, number>;
      if (retention[widgetId] !== ms) retention[widgetId] = ms;
    },
  };
}

/** Whether a widget left at `hiddenAt` is due to be unmounted at `now`. */
export const retentionOver = (hiddenAt: number, retentionMs: number, now: number) => now - hiddenAt >= retentionMs;
