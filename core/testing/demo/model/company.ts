import type { DemoPlugin } from './types';

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
    // As the workspace reads a feature without settings (an empty list), so an admin's save of Tab changes only what it says.
    { name: 'Tab', active: true, required: true, config: { list: [] } },
    { name: 'Insight', active: true, required: false, config: { list: insightTerms.map((t) => ({ ...t })) } },
  ];
}
