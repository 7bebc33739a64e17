import { type DemoModel, DemoError, isChatChannel } from '@tessera/core/testing/demo';

/** The widgets of the demo contact centre: a 'Usabilidade' widget per chat skill, and its data. */

export const usabilityWidgetId = (skillId: string) => `wdg-usabilidade-${skillId}`;

/** The skill whose conversations also have a 'Link' widget (an embedded page; spec 001 §2). */
export const LINK_WIDGET_SKILL = 'skl-sinistro-auto';

/** GET /user/widgets: a 'Usabilidade' widget per chat skill, and a 'Link' widget for the auto claims skill. */
export function widgets(model: DemoModel) {
  const usability = model.state.skills
    .filter((s) => s.channels.some(isChatChannel))
    .map((s) => ({ id: usabilityWidgetId(s.id), name: 'Usabilidade', skill_id: s.id, widget_type: 'url_json' }));
  const link = model.state.skills.some((s) => s.id === LINK_WIDGET_SKILL) ? [{ id: `wdg-link-${LINK_WIDGET_SKILL}`, name: 'Link', skill_id: LINK_WIDGET_SKILL, widget_type: 'embed' }] : [];
  return [...usability, ...link];
}

/** POST /widget-data: the insurer's view of the customer, with the usability page address. */
export function widgetData(model: DemoModel, widgetId: string, conversationId: string) {
  if (!widgets(model).some((w) => w.id === widgetId && w.name === 'Usabilidade')) throw new DemoError(404, 'widgetId', 'Widget not found');
  const record = Object.hasOwn(model.state.conversations, conversationId) ? model.state.conversations[conversationId] : undefined;
  if (!record) throw new DemoError(404, 'conversation', 'Conversation not found');
  const consumer = model.state.consumers.find((c) => c.id === record.consumerId);
  if (!consumer) throw new DemoError(404, 'conversation', 'Consumer not found');
  const c = record.conversation;
  const info = c.consumerInfo;
  const url = `${model.state.origin}/demo/usabilidade.html?apolice=${encodeURIComponent(consumer.policy)}&relacionamento=[RELACIONAMENTO]`;
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
