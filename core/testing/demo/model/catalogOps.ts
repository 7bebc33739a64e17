import { findUser, type ModelContext } from './context';
import { isOpen, recordOf } from './conversationOps';
import { metricsFor } from './metrics';
import { isChatChannel } from './skills';
import { DemoError } from './types';

/** The company's settings, the user's widgets and metrics. */

export function setPluginEnabled(ctx: ModelContext, pluginId: string, enabled: boolean): void {
  const plugin = ctx.state.plugins.find((p) => p.id === pluginId);
  if (plugin) plugin.enabled = enabled;
  else ctx.state.plugins.push({ id: pluginId, enabled });
  // Every user's workspace reloads its enablement (GET companyPlugins) on this event.
  ctx.state.users.forEach((u) => ctx.emit({ userId: u.id, event: 'companyPluginsChanged', payload: {} }));
}

/** An admin changes a plugin's settings for the company; workspaces reload them at once. */
export function setPluginConfig(ctx: ModelContext, pluginId: string, config: Record<string, unknown>): void {
  const plugin = ctx.state.plugins.find((p) => p.id === pluginId);
  if (plugin) plugin.config = config;
  else ctx.state.plugins.push({ id: pluginId, enabled: true, config });
  ctx.state.users.forEach((u) => ctx.emit({ userId: u.id, event: 'companyPluginsChanged', payload: {} }));
}

export const usabilityWidgetId = (skillId: string) => `wdg-usabilidade-${skillId}`;

/** GET /user/widgets: a 'Usabilidade' widget per chat skill. */
export function widgets(ctx: ModelContext) {
  return ctx.state.skills
    .filter((s) => s.channels.some(isChatChannel))
    .map((s) => ({ id: usabilityWidgetId(s.id), name: 'Usabilidade', skill_id: s.id, widget_type: 'url_json' }));
}

/** POST /widget-data: the insurer's view of the customer, with the usability page address. */
export function widgetData(ctx: ModelContext, widgetId: string, conversationId: string) {
  if (!widgets(ctx).some((w) => w.id === widgetId)) throw new DemoError(404, 'widgetId', 'Widget not found');
  const record = recordOf(ctx, conversationId);
  const consumer = ctx.state.consumers.find((c) => c.id === record.consumerId);
  if (!consumer) throw new DemoError(404, 'conversation', 'Consumer not found');
  const c = record.conversation;
  const info = c.consumerInfo;
  const url = `${ctx.state.origin}/demo/usabilidade.html?apolice=${encodeURIComponent(consumer.policy)}&relacionamento=[RELACIONAMENTO]`;
  const usability = (c.extraInfo.usability ?? {}) as { breadcrumbs?: string; scenario?: string };
  return {
    widget_type: 'url_json',
    data: {
      user_data: {
        telefone: consumer.phone,
        cpf: consumer.cpf,
        protocolo: c.protocol,
        produto: c.skillName,
        status: 'validado: apólice vigente',
        apolice: consumer.policy,
        ...(typeof info.placa === 'string' ? { placa: info.placa } : {}),
        endereco: `${consumer.street} - ${consumer.city}`,
      },
      siebel_data: {
        SRNumber: `1-${c.protocol.slice(-8)}`,
        nrApolice: consumer.policy,
        cpfCnpj: consumer.cpf,
        url_usabilidade: url,
      },
      breadcrumbs: usability.breadcrumbs ?? c.skillName,
      scenario: usability.scenario ?? '',
      title: 'Usabilidade',
    },
  };
}

/** GET /goal-user for a user. */
export function goals(ctx: ModelContext, userId: string) {
  const user = findUser(ctx, userId);
  if (!user) throw new DemoError(404, 'user', 'User not found');
  if (ctx.state.switches.metricsFail) throw new DemoError(500, 'server', 'Unavailable service');
  const finished = Object.values(ctx.state.conversations)
    .map((r) => r.conversation)
    .filter((c) => !isOpen(c) && c.users.some((u) => u.user_id === userId));
  return metricsFor(user, finished);
}
