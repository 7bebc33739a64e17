import type { ModelContext } from './context';
import type { DemoCompanyLayout } from './types';

/** The company's settings: which plugins run and how. */

export function setPluginEnabled(ctx: ModelContext, pluginId: string, enabled: boolean): void {
  const plugin = ctx.state.plugins.find((p) => p.id === pluginId);
  if (plugin) plugin.enabled = enabled;
  else ctx.state.plugins.push({ id: pluginId, enabled });
  // Every user's workspace reloads its enablement (GET companyPlugins) on this event.
  tellEveryone(ctx, 'companyPluginsChanged');
}

/** The company's default layout changes (or goes: null); every user's workspace reloads it at once. */
export function setCompanyLayout(ctx: ModelContext, layout: DemoCompanyLayout | null): void {
  ctx.state.companyLayout = layout ? { tree: structuredClone(layout.tree), dock: layout.dock ?? null } : null;
  tellEveryone(ctx, 'companyLayoutChanged');
}

/** An admin changes a plugin's settings for the company; workspaces reload them at once. */
export function setPluginConfig(ctx: ModelContext, pluginId: string, config: Record<string, unknown>): void {
  const plugin = ctx.state.plugins.find((p) => p.id === pluginId);
  if (plugin) plugin.config = config;
  else ctx.state.plugins.push({ id: pluginId, enabled: true, config });
  tellEveryone(ctx, 'companyPluginsChanged');
}

/** Every user's workspace reloads that part of the company's settings. */
export function tellEveryone(ctx: ModelContext, event: 'companyPluginsChanged' | 'companyLayoutChanged'): void {
  ctx.state.users.forEach((u) => ctx.emit({ userId: u.id, event, payload: {} }));
}
