import { type Availability, foldString, type Snapshot } from '@tessera/core';

/**
 * Reading the session's availability tree (spec 000 §3): top-level availabilities, each with its
 * sub-reasons ('Ausente' > 'Almoço'). `default` marks the one the agent is in now.
 */
export type AvailabilityNode = Snapshot<Availability>;
type Tree = readonly AvailabilityNode[];

function* walk(list: Tree): Generator<AvailabilityNode> {
  for (const a of list) {
    yield a;
    yield* walk(a.children);
  }
}

export function findAvailability(list: Tree, id: string | undefined): AvailabilityNode | undefined {
  if (!id) return undefined;
  for (const a of walk(list)) if (a.id === id) return a;
  return undefined;
}

export { currentAvailability } from '@tessera/core';

/** The availability's kind, inherited from its parent when a sub-reason carries none. */
export function kindOf(list: Tree, id: string): 'online' | 'backsoon' | 'away' | undefined {
  const path = pathTo(list, id) ?? [];
  for (const a of [...path].reverse()) {
    if (a.typeInfo === 'online' || a.typeInfo === 'backsoon' || a.typeInfo === 'away') return a.typeInfo;
  }
  return undefined;
}

function pathTo(list: Tree, id: string): AvailabilityNode[] | undefined {
  for (const a of list) {
    if (a.id === id) return [a];
    const below = pathTo(a.children, id);
    if (below) return [a, ...below];
  }
  return undefined;
}

/** One line of the picker: an availability, or a parent with the sub-reasons shown under it. */
export type PickerEntry =
  | { kind: 'item'; availability: AvailabilityNode }
  | { kind: 'group'; parent: AvailabilityNode; items: AvailabilityNode[] };

/**
 * What the picker shows for a search, accent- and case-insensitive ("almo" finds "Almoço"). A
 * parent that matches brings all its sub-reasons; a sub-reason that matches shows under its
 * parent's heading, the parent itself only when it matches too.
 */
export function pickerEntries(list: Tree, query: string): PickerEntry[] {
  const wanted = foldString(query.trim());
  const matches = (a: AvailabilityNode) => !wanted || foldString(a.name).includes(wanted);
  const entries: PickerEntry[] = [];
  for (const a of list) {
    const reasons = [...walk(a.children)];
    if (!reasons.length) {
      if (matches(a)) entries.push({ kind: 'item', availability: a });
      continue;
    }
    const items = matches(a) ? [a, ...reasons] : reasons.filter(matches);
    if (items.length) entries.push({ kind: 'group', parent: a, items });
  }
  return entries;
}
