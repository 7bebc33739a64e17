import { ApiError } from '@tessera/core';

/** What a failed call says: the server's message. */
export const failureText = (error: unknown): string => (error instanceof ApiError ? error.message : error instanceof Error ? error.message : String(error));
