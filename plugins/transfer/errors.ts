import { ApiError } from '@tessera/core';

/**
 * What a refused transfer means to the agent (spec 001 §8).
 *
 * The error contract (the demo's too, demo/transferOps.ts): any non-200 with
 * `{ message: [{ key, value }] }`.
 * - A skill that cannot take the conversation now answers 409 with one item per reason,
 *   `{ key: 'skillUnavailable', value: 'skillInException' | 'outsideWorkSchedule' | 'noUserOnline' }`,
 *   and, with 'outsideWorkSchedule', `{ key: 'nextAvailableDate', value: '<ISO date>' }`: the dialog
 *   closes and the transfer-unavailable dialog lists them.
 * - 409 `{ key: 'conversation', value: 'This attendance has already been transferred' }`: its own toast.
 * - Anything else: a toast keyed by the first item's value when this plugin knows it, else
 *   'conversation not transferred' (a 500 reads 'Unavailable service', which says no more).
 */

export const UNAVAILABLE_KEY = 'skillUnavailable';
export const NEXT_DATE_KEY = 'nextAvailableDate';
export const ALREADY_TRANSFERRED = 'This attendance has already been transferred';

export type UnavailableReason = 'skillInException' | 'outsideWorkSchedule' | 'noUserOnline';
const REASONS: readonly UnavailableReason[] = ['skillInException', 'outsideWorkSchedule', 'noUserOnline'];

export interface Unavailability {
  /** The skill's name as the agent chose it (data: rendered as text). */
  skillName: string;
  reasons: UnavailableReason[];
  /** ISO date the skill opens again, when it is outside its work schedule. */
  nextAvailableDate?: string | undefined;
}

/** Server values this plugin shows in the agent's language (toasts keyed by the first value). */
const knownValues: Record<string, string> = {
  [ALREADY_TRANSFERRED]: 'transfer.error.alreadyTransferred',
  userOffline: 'transfer.error.userOffline',
  'Skill not found': 'transfer.error.targetGone',
  'User not found': 'transfer.error.targetGone',
};

export type TransferFailure =
  | { kind: 'unavailable'; unavailability: Unavailability }
  | { kind: 'toast'; messageId: string };

export function transferFailure(error: unknown, skillName: string): TransferFailure {
  const fields = error instanceof ApiError ? error.fields : [];
  const reasons = fields
    .filter((f) => f.key === UNAVAILABLE_KEY)
    .map((f) => f.value)
    .filter((v): v is UnavailableReason => (REASONS as readonly string[]).includes(v));
  if (reasons.length > 0) {
    const next = fields.find((f) => f.key === NEXT_DATE_KEY)?.value;
    const validNext = next && !Number.isNaN(Date.parse(next)) ? next : undefined;
    return { kind: 'unavailable', unavailability: { skillName, reasons: [...new Set(reasons)], nextAvailableDate: validNext } };
  }
  const first = fields[0]?.value ?? (error instanceof ApiError ? error.message : undefined);
  const known = first !== undefined && Object.hasOwn(knownValues, first) ? knownValues[first] : undefined;
  return { kind: 'toast', messageId: known ?? 'transfer.error.notTransferred' };
}
