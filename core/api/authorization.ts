import type { ApiError } from './error';

/**
 * The session's token as the API clients carry it, and who is told when the server refuses it.
 * Apart from client.ts (axios) so the sign-in, the session restore and the logout set and drop
 * it without loading the client: the sign-in page loads the client only when it signs in.
 */
let authorization: string | undefined;

/** Both API clients carry this after sign-in; undefined drops it (logout, forced logout). */
export function setAuthorization(token: string | undefined): void {
  authorization = token;
}
export function getAuthorization(): string | undefined {
  return authorization;
}

let rejected: ((error: ApiError) => void) | undefined;

/**
 * Told when the server refuses the session's own token: a 401 to a call that carried it (not to a
 * sign-in, nor to a call made with another token, such as a password link's). Returns the undo.
 */
export function onSessionRejected(listener: (error: ApiError) => void): () => void {
  rejected = listener;
  return () => {
    if (rejected === listener) rejected = undefined;
  };
}

/** Tells the listener (client.ts, on a 401 to a call that carried the session's token). */
export function tellSessionRejected(error: ApiError): void {
  rejected?.(error);
}

/** The Authorization header value of a token, whether or not it already says Bearer. */
export function bearer(token: string): string {
  return /^Bearer /i.test(token) ? token : `Bearer ${token}`;
}
