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
  typeInfo: 'online' | 'backsoon' | 'away';
  pauseId?: string;
  children: AvailabilityNode[];
};
type AvailabilityJson = Omit<AvailabilityNode, 'children'> & { default: boolean; children: AvailabilityJson[] };

const tree: readonly AvailabilityNode[] = [
  { id: AVAILABILITY.online, name: 'Online', typeInfo: 'online', children: [] },
  // 'Volto logo' is the pre-pause: when the agent runs out of conversations it falls to 'Ausente'.
  { id: AVAILABILITY.backsoon, name: 'Volto logo', typeInfo: 'backsoon', pauseId: AVAILABILITY.away, children: [] },
  {
    id: AVAILABILITY.away,
    name: 'Ausente',
    typeInfo: 'away',
    children: [
      { id: AVAILABILITY.lunch, name: 'Almoço', typeInfo: 'away', children: [] },
      { id: AVAILABILITY.coffee, name: 'Pausa café', typeInfo: 'away', children: [] },
      { id: AVAILABILITY.training, name: 'Treinamento', typeInfo: 'away', children: [] },
    ],
  },
];

function mark(node: AvailabilityNode, currentId: string): AvailabilityJson {
  const children = node.children.map((child) => mark(child, currentId));
  return { ...node, default: node.id === currentId, children };
}

export function availabilityTree(currentId: string): AvailabilityJson[] {
  return tree.map((node) => mark(node, currentId));
}

export function findAvailability(id: string): { id: string; name: string } | undefined {
  const all = tree.flatMap((node) => [node, ...node.children]);
  return all.find((node) => node.id === id);
}
