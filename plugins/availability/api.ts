import { call, endpoints } from '@tessera/core';
import * as z from 'zod/mini';

// The spec shows no body for the answer: any 200 is a success.
const anyAnswer = z.unknown();

/** PATCH /user/status (spec 000 §7). Throws ApiError on failure. */
export async function patchStatus(availabilityId: string): Promise<void> {
  await call('patch', endpoints.userStatus(), anyAnswer, { body: { availability_id: availabilityId } });
}
