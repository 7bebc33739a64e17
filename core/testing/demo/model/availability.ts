/**
 * Availabilities as the session carries them (the agent's metrics are in metrics.ts). The availability
 * JSON is the input of core's availabilitySchema; `default` marks the user's current one.
 */
export const AVAILABILITY = {
  online: 'avl-online',
  backsoon: 'avl-volto-logo',
  away: 'avl-ausente',
  lunch: 'avl-almoco',
  coffee: 'avl-pausa-cafe',
  training: 'avl-treinamento',
} as const;

type AvailabilityNode = {
  id: string;
  name: string;
  /** What the company calls it in English (spec: names are the company's; this one keeps both). */
  nameEn: string;
  typeInfo: 'online' | 'backsoon' | 'away';
  pauseId?: string;
  children: AvailabilityNode[];
};
type AvailabilityJson = Omit<AvailabilityNode, 'children' | 'nameEn'> & { default: boolean; children: AvailabilityJson[] };

const tree: readonly AvailabilityNode[] = [
  { id: AVAILABILITY.online, name: 'Online', nameEn: 'Online', typeInfo: 'online', children: [] },
  // 'Volto logo' is the pre-pause: when the agent runs out of conversations it falls to 'Ausente'.
  { id: AVAILABILITY.backsoon, name: 'Volto logo', nameEn: 'Back soon', typeInfo: 'backsoon', pauseId: AVAILABILITY.away, children: [] },
  {
    id: AVAILABILITY.away,
    name: 'Ausente',
    nameEn: 'Away',
    typeInfo: 'away',
    children: [
      { id: AVAILABILITY.lunch, name: 'Almoço', nameEn: 'Lunch', typeInfo: 'away', children: [] },
      { id: AVAILABILITY.coffee, name: 'Pausa café', nameEn: 'Coffee break', typeInfo: 'away', children: [] },
      { id: AVAILABILITY.training, name: 'Treinamento', nameEn: 'Training', typeInfo: 'away', children: [] },
    ],
  },
];

export type Language = 'pt' | 'en';

function mark(node: AvailabilityNode, currentId: string, language: Language): AvailabilityJson {
  const children = node.children.map((child) => mark(child, currentId, language));
  const { nameEn, ...rest } = node;
  return { ...rest, name: language === 'en' ? nameEn : node.name, default: node.id === currentId, children };
}

export function availabilityTree(currentId: string, language: Language = 'pt'): AvailabilityJson[] {
  return tree.map((node) => mark(node, currentId, language));
}

export function findAvailability(id: string, language: Language = 'pt'): { id: string; name: string } | undefined {
  const node = tree.flatMap((n) => [n, ...n.children]).find((n) => n.id === id);
  return node && { id: node.id, name: language === 'en' ? node.nameEn : node.name };
}

/** A session's availabilities with the names in `language` (the model keeps Portuguese ones). */
export function inLanguage<T extends { id: string; name: string; children: T[] }>(list: readonly T[], language: Language): T[] {
  return list.map((node) => ({ ...node, name: findAvailability(node.id, language)?.name ?? node.name, children: inLanguage(node.children, language) }));
}
