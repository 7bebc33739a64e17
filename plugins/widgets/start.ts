import type { PluginContext } from '@tessera/core';
import { watchLinkWidget } from './linkWidget';
import { createWidgetService } from './widgetData';

/** What the widgets plugin runs once started: the service, and the watch behind its 'widgets.link' key. */
export function startWidgets(ctx: PluginContext) {
  const stopLinkWatch = watchLinkWidget(ctx);
  return { service: createWidgetService(() => ctx.state.session?.user.id), dispose: stopLinkWatch };
}
