/**
 * Ids look like MongoDB ObjectIds (24 hex digits): an epoch prefix fixed when the model is (re)seeded
 * plus a running counter. Stable once created, unique across reset() (the epoch moves on).
 */
export const idEpochOf = (ms: number): string => Math.floor(ms / 1000).toString(16).padStart(8, '0');

export const objectId = (epoch: string, counter: number): string => `${epoch}${counter.toString(16).padStart(16, '0')}`;

/** The end-of-history marker's id: one per conversation, never a real message's id. */
export const eofId = (conversationId: string): string => `eof-${conversationId}`;

/** The next id of a state (advances its counter). */
export function nextObjectId(state: { idEpoch: string; idCounter: number }): string {
  state.idCounter += 1;
  return objectId(state.idEpoch, state.idCounter);
}
