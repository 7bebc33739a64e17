import { keyedRecord } from '@tessera/core';
import { proxy } from 'valtio';

/** The relationship the agent chose per conversation (by id: a keyed record), for as long as the session lasts. */
export const chosenRelationships = proxy(keyedRecord<string>());

export function forgetRelationships(): void {
  for (const id of Object.keys(chosenRelationships)) delete chosenRelationships[id];
}
