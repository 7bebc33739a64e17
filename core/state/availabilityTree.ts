/** What these read of an availability; store snapshots (deeply read-only) fit it. */
interface AvailabilityNode {
  readonly id: string;
  readonly default: boolean;
  readonly typeInfo?: string | undefined;
  readonly children: readonly AvailabilityNode[];
}

export type AvailabilityKind = 'online' | 'backsoon' | 'away';
const kinds: readonly string[] = ['online', 'backsoon', 'away'];

/** The agent's current availability: the one flagged default, at any depth (sub-reasons too). */
export function currentAvailability<N extends AvailabilityNode>(list: readonly N[]): N | undefined {
  for (const a of list) {
    if (a.default) return a;
    const below = currentAvailability(a.children as readonly N[]);
    if (below) return below;
  }
  return undefined;
}

/**
 * The kind of the availability the agent is in now; a sub-reason without a kind of its own
 * ('Ausente' > 'Almoço') takes its parent's.
 */
export function currentAvailabilityKind(list: readonly AvailabilityNode[], inherited?: AvailabilityKind): AvailabilityKind | undefined {
  for (const a of list) {
    const kind = kinds.includes(a.typeInfo ?? '') ? (a.typeInfo as AvailabilityKind) : inherited;
    if (a.default) return kind;
    const below = currentAvailabilityKind(a.children, kind);
    if (below) return below;
  }
  return undefined;
}
