export type AvailabilityKind = 'online' | 'backsoon' | 'away';
const kinds: readonly string[] = ['online', 'backsoon', 'away'];

/** What this reads of an availability; store snapshots (deeply read-only) fit it. */
type AvailabilityNode = { readonly default: boolean; readonly typeInfo?: string | undefined; readonly children: readonly AvailabilityNode[] };

/**
 * The kind of the availability the agent is in now (the one flagged default, at any depth); a
 * sub-reason without a kind of its own ('Ausente' > 'Almoço') takes its parent's.
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
