import { type DemoModel, DemoError, isChatChannel } from '@tessera/core/testing/demo';

/** The widgets of the demo contact centre: a 'Usabilidade' widget per chat skill, a 'Link' widget, and their data. */

export const SLICE_ID = 'widgets';
export const usabilityWidgetId = (skillId: string) => `wdg-usabilidade-${skillId}`;

/** The skill whose conversations also have a 'Link' widget (an embedded page; spec 001 §2). */
export const LINK_WIDGET_SKILL = 'skl-sinistro-auto';
export const linkWidgetId = `wdg-link-${LINK_WIDGET_SKILL}`;

/**
 * The shapes of customer data the demo answers, so every case of the service tools shows
 * (spec 001 §5): 'full' (every group, validated and pending validations), 'siebelOnly' (user_data
 * with one key: the siebel fields show), 'invalidValue' (values that are not text: 'invalid type').
 */
export const customerDataCases = ['full', 'siebelOnly', 'invalidValue'] as const;
export type CustomerDataCase = (typeof customerDataCases)[number];
export type WidgetDataFailure = 'serverError' | 'message';

export type WidgetsDemoState = {
  /** setCustomerDataCase: by conversation id. */
  cases: Record<string, CustomerDataCase>;
  /** failWidgetData: how POST /widget-data answers until switched off. */
  failure: WidgetDataFailure | null;
};

export const seedWidgets = (): WidgetsDemoState => ({ cases: {}, failure: null });
const state = (model: DemoModel) => model.slice<WidgetsDemoState>(SLICE_ID);

/** GET /user/widgets: a 'Usabilidade' widget per chat skill, and a 'Link' widget for the auto claims skill. */
export function widgets(model: DemoModel) {
  const usability = model.state.skills
    .filter((s) => s.channels.some(isChatChannel))
    .map((s) => ({ id: usabilityWidgetId(s.id), name: 'Usabilidade', skill_id: s.id, widget_type: 'url_json' }));
  const link = model.state.skills.some((s) => s.id === LINK_WIDGET_SKILL) ? [{ id: linkWidgetId, name: 'Link', skill_id: LINK_WIDGET_SKILL, widget_type: 'embed' }] : [];
  return [...usability, ...link];
}

/**
 * The demo's link page on an origin of its own (spec 001 §2 Link widget; DESIGN §5): the same
 * server by its other loopback name, so the page is cross-origin to the workspace as a company's
 * portal is, and the token goes to its exact origin. On any other host it is the workspace's own
 * origin, where the workspace embeds it without the handoff.
 */
export function linkPageOrigin(origin: string): string {
  try {
    const url = new URL(origin);
    if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
    else if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
    return url.origin;
  } catch {
    return origin;
  }
}

/** The case a conversation's customer data shows: the control's choice, else one per consumer in turn. */
export function customerDataCase(model: DemoModel, conversationId: string, consumerId: string): CustomerDataCase {
  const chosen = state(model).cases;
  if (Object.hasOwn(chosen, conversationId)) return chosen[conversationId]!;
  const index = model.state.consumers.findIndex((c) => c.id === consumerId);
  return customerDataCases[Math.max(0, index) % customerDataCases.length]!;
}

export function setCustomerDataCase(model: DemoModel, conversationId: string, which: CustomerDataCase | null) {
  if (!Object.hasOwn(model.state.conversations, conversationId)) throw new DemoError(404, 'conversation', 'Conversation not found');
  if (which !== null && !customerDataCases.includes(which)) throw new DemoError(400, 'case', `Unknown case ${String(which)}`);
  const cases = state(model).cases;
  if (which === null) delete cases[conversationId];
  else cases[conversationId] = which;
}

export function setWidgetDataFailure(model: DemoModel, failure: WidgetDataFailure | null) {
  if (failure !== null && failure !== 'serverError' && failure !== 'message') throw new DemoError(400, 'failure', `Unknown failure ${String(failure)}`);
  state(model).failure = failure;
}

const dayMonthYear = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

/** POST /widget-data: the insurer's view of the customer, with the usability page address; or the link page. */
export function widgetData(model: DemoModel, widgetId: string, conversationId: string) {
  const widget = widgets(model).find((w) => w.id === widgetId);
  if (!widget) throw new DemoError(404, 'widgetId', 'Widget not found');
  const record = Object.hasOwn(model.state.conversations, conversationId) ? model.state.conversations[conversationId] : undefined;
  if (!record) throw new DemoError(404, 'conversation', 'Conversation not found');
  const consumer = model.state.consumers.find((c) => c.id === record.consumerId);
  if (!consumer) throw new DemoError(404, 'conversation', 'Consumer not found');
  const failure = state(model).failure;
  if (failure === 'serverError') throw new Error('widget data failing (demo control)');
  if (failure === 'message') throw new DemoError(422, 'widget', 'Cadastro do cliente em manutenção no sistema da seguradora');
  const c = record.conversation;

  if (widget.name === 'Link') {
    const url = `${linkPageOrigin(model.state.origin)}/demo/link.html?apolice=${encodeURIComponent(consumer.policy)}`;
    return {
      widget_type: 'embed',
      data: { url, title: 'Portal de sinistros', postMessage: true, full: false, user_data: { cpf: consumer.cpf, apolice: consumer.policy } },
    };
  }

  const info = c.consumerInfo;
  const url = `${model.state.origin}/demo/usabilidade.html?apolice=${encodeURIComponent(consumer.policy)}&relacionamento=[RELACIONAMENTO]`;
  const usability = (c.extraInfo.usability ?? {}) as { breadcrumbs?: string; scenario?: string };
  const which = customerDataCase(model, conversationId, consumer.id);
  const full = {
    observacao: 'Cliente desde 2019',
    telefone: consumer.phone,
    cpf: consumer.cpf,
    protocolo: c.protocol,
    produto: c.skillName,
    status: 'Apólice vigente',
    apolice: consumer.policy,
    ...(typeof info.placa === 'string' ? { placa: info.placa } : {}),
    endereco: `${consumer.street} - ${consumer.city}`,
    validacao_cpf: `validado em ${dayMonthYear(c.start ?? c.assignedTime ?? '') || '01/01/2026'}`,
    validacao_endereco: 'pendente: comprovante de residência vencido',
  };
  const userData =
    which === 'siebelOnly'
      ? { cpf: consumer.cpf }
      : which === 'invalidValue'
        ? { ...full, coberturas: ['Colisão', 'Vidros', 'Assistência 24h'], cliente_vip: true, parcelas_em_aberto: 2 }
        : full;
  return {
    widget_type: 'url_json',
    data: {
      user_data: userData,
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
