import { proxy } from 'valtio';

/** The relationship the agent chose per conversation, for as long as the session lasts. */
export const chosenRelationships = proxy<Record<string, string>>({});

export function forgetRelationships(): void {
  for (const id of Object.keys(chosenRelationships)) delete chosenRelationships[id];
}
