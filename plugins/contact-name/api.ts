import { call } from '@tessera/core';
import * as z from 'zod/mini';
import { displayNameEndpoint } from './endpoints';

// Any 200 is success; what the backend echoes back is not needed (the agent's value is the truth).
const answer = z.object({ data: z.unknown() });

/** PATCH /display-name?id={consumerId} { display_name } — null clears the name. */
export async function saveDisplayName(consumerId: string, displayName: string | null): Promise<void> {
  await call('patch', displayNameEndpoint(), answer, { params: { id: consumerId }, body: { display_name: displayName } });
}
