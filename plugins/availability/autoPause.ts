import { type AvailabilityNode, currentAvailability } from './tree';

/**
 * The automatic pause of spec 000 §4: when the agent has conversations, none of them is active
 * or inactive, no conversation is selected and the current availability names a pause ('Volto
 * logo' > 'Ausente'), the product moves the agent to that pause, once.
 */
export interface AutoPauseView {
  /** The statuses of the agent's conversations. */
  statuses: readonly string[];
  /** A conversation is open (a selection of one no longer in the list does not count). */
  selected: boolean;
  availabilities: readonly AvailabilityNode[];
  /** The list came from the server: a stale saved list must not pause anybody. */
  listLoaded: boolean;
  /** A status change is on its way: wait for its outcome before judging. */
  busy: boolean;
}

export interface AutoPauseTarget {
  from: string;
  to: string;
}

const IN_SERVICE = new Set(['active', 'inactive']);

/** The pause to move to now, or undefined when the condition does not hold. */
export function autoPauseTarget(view: AutoPauseView): AutoPauseTarget | undefined {
  if (!view.listLoaded || view.selected || view.statuses.length === 0) return undefined;
  if (view.statuses.some((s) => IN_SERVICE.has(s))) return undefined;
  const current = currentAvailability(view.availabilities);
  if (!current?.pauseId || current.pauseId === current.id) return undefined;
  return { from: current.id, to: current.pauseId };
}

/**
 * One step of the "once" rule. `latch` remembers the condition already acted on; it clears when
 * the condition is left, so only leaving and re-entering it fires again. A busy view holds.
 */
export function stepAutoPause(latch: string | undefined, view: AutoPauseView): { latch: string | undefined; fire?: AutoPauseTarget } {
  if (view.busy) return { latch };
  const target = autoPauseTarget(view);
  if (!target) return { latch: undefined };
  const key = `${target.from}>${target.to}`;
  if (key === latch) return { latch };
  return { latch: key, fire: target };
}
