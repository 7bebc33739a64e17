import { keyedRecord, proxy } from '@tessera/core';

/** Spec 000 §9: the usability panel's content is cleared 30 minutes after the panel was closed. */
export const RETENTION_MS = 1_800_000;

export function isExpired(closedAt: number | null, at: number): boolean {
  return closedAt !== null && at - closedAt >= RETENTION_MS;
}

/**
 * What the usability panel holds for this agent and window ('usability.memory'), made by the
 * plugin's activate: the relationship chosen per conversation (a relationship is what this
 * agent learnt about a contact: the next session starts without it), and when the panel was
 * closed. The closure is a timestamp compared with the clock, never counted down by a timer: a
 * sleeping laptop or a throttled background tab still clears on time, at the next look.
 */
export interface UsabilityMemory {
  /** By conversation id (a keyed record); read with useSnapshot. */
  readonly relationships: Readonly<Record<string, string>>;
  /** When the panel was closed (null while it is open, or once its content is cleared). */
  readonly closure: Readonly<{ closedAt: number | null }>;
  choose(conversationId: string, relationship: string): void;
  /** The panel left the workspace at `at` (closing again does not restart the 30 minutes). */
  panelClosed(at: number): void;
  /** The panel is back at `at`: what it held comes back with it, unless its time ran out. */
  panelReopened(at: number): void;
  /** Clears the content once 30 minutes have passed since the panel closed; true when it did. */
  clearIfExpired(at: number): boolean;
}

export function createUsabilityMemory(): UsabilityMemory {
  const relationships = proxy(keyedRecord<string>());
  const closure = proxy({ closedAt: null as number | null });
  const clearIfExpired = (at: number) => {
    if (!isExpired(closure.closedAt, at)) return false;
    for (const id of Object.keys(relationships)) delete relationships[id];
    closure.closedAt = null;
    return true;
  };
  return {
    relationships,
    closure,
    choose: (conversationId, relationship) => void (relationships[conversationId] = relationship),
    panelClosed: (at) => void (closure.closedAt ??= at),
    panelReopened(at) {
      clearIfExpired(at);
      closure.closedAt = null;
    },
    clearIfExpired,
  };
}
