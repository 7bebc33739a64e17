import type { DemoPlugin, DemoShortcut } from './types';

export const DEMO_COMPANY = { id: 'cmp-tessera-seguros', name: 'Tessera Seguros' } as const;

/** Plugin ids the demo company runs by default (all on). */
export const defaultPluginIds = [
  'conversation-list',
  'conversation',
  'general-info',
  'shortcuts',
  'search',
  'insight',
  'usability',
] as const;

/** Skills the demo company reports to its cockpit: auto claims and 24h assistance. */
export const DEMO_COCKPIT_SKILLS = ['skl-sinistro-auto', 'skl-assistencia'] as const;

export function defaultPlugins(): DemoPlugin[] {
  return [
    ...defaultPluginIds.map((id) => ({ id, enabled: true })),
    { id: 'cockpit', enabled: true, config: { skills: [...DEMO_COCKPIT_SKILLS] } },
  ];
}

/**
 * Insight terms: JS regex sources, as configured by a company admin. Each matches text that really
 * appears in seeded messages (asserted in tests), so highlighting has something to show.
 */
export const insightTerms = [
  { id: 'ins-cpf', name: 'CPF', active: true, regex: '\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}' },
  { id: 'ins-placa', name: 'Placa', active: true, regex: '[A-Z]{3}-?\\d[A-Z0-9]\\d{2}' },
  { id: 'ins-apolice', name: 'Apólice', active: true, regex: '\\b\\d{2}\\.\\d{3}\\.\\d{6}\\b' },
  { id: 'ins-protocolo', name: 'Protocolo', active: true, regex: '\\b20\\d{10}\\b' },
] as const;

/** The session's features (input of core's featureSchema). */
export function demoFeatures() {
  return [
    { name: 'Tab', active: true, required: true, config: null },
    { name: 'Insight', active: true, required: false, config: { list: insightTerms.map((t) => ({ ...t })) } },
  ];
}

/** The agent's personal canned answers ('//' in the composer). */
export function defaultShortcuts(): DemoShortcut[] {
  const items: [string, string][] = [
    ['saudacao', 'Olá! Aqui é da Tessera Seguros, tudo bem? Como posso ajudar?'],
    ['aguarde', 'Um momento, por favor, estou verificando as informações no sistema.'],
    ['cpf', 'Para seguir com o atendimento, pode me confirmar o CPF do titular da apólice?'],
    ['placa', 'Pode me informar a placa do veículo segurado?'],
    ['guincho', 'O guincho foi acionado e chega em até 60 minutos. Você receberá o contato do prestador por SMS.'],
    ['documentos', 'Envie, por favor, foto da CNH, do documento do veículo (CRLV) e o boletim de ocorrência.'],
    ['protocolo', 'Anote o número de protocolo informado acima: com ele você acompanha a solicitação no app ou pelo 0800 727 2026.'],
    ['encerramento', 'Posso ajudar em algo mais? A Tessera Seguros agradece o seu contato. Tenha um ótimo dia!'],
  ];
  return items.map(([short_name, message], i) => ({ id: `sht-${String(i + 1).padStart(3, '0')}`, short_name, message }));
}
