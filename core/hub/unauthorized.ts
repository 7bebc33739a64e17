import { HttpError } from '@microsoft/signalr';

/**
 * Whether the hub refused the token: negotiate answered 401. SignalR reports it as an HttpError,
 * or wrapped in a FailedToNegotiateWithServerError whose message carries the status.
 */
export function isUnauthorized(error: unknown): boolean {
  if (error instanceof HttpError) return error.statusCode === 401;
  return error instanceof Error && /Status code '401'/.test(error.message);
}
