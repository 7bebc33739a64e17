import type { DockWidgets } from './widgets';

/** The dock plugin's public contract: what other plugins and the shell may call, typed. */
declare module '@tessera/core' {
  interface Commands {
    /** Shows the dock's widget at this position (0-based, as the dock lists them). */
    'dock.choose': number;
    /** Shows the dock widget with this id, when the dock offers it. */
    'dock.show': string;
  }
  interface Services {
    'dock.widgets': DockWidgets;
  }
}
