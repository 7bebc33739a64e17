import type { WidgetService } from './widgetData';

/** The widgets plugin's public contract: the agent's widgets and their data, for the panels that show them. */
declare module '@tessera/core' {
  interface Services {
    'widgets.data': WidgetService;
  }
  interface GateKeys {
    /** The open conversation's skill has a 'Link' widget (spec 001 §2): the dock's link widget gates on it. */
    'widgets.link': boolean;
  }
}
