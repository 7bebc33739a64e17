import { QueryClient } from '@tanstack/react-query';
import { bus } from '../bus';

/**
 * The server-state cache of the signed-in session: one QueryClient, made when a session starts
 * and cleared when it ends, so nothing one agent fetched is ever shown to the next one on the
 * device. Plugins reach it through `useQuery`/`useMutation`/`useQueryClient` from '@tessera/core'.
 *
 * Defaults follow what the workspace did before the cache: a failed call is reported at once
 * (no silent retries: each feature says what failed and offers its own retry) and nothing
 * refetches because the window got focus or the network came back (the hub's resync does that).
 */
export function createSessionQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

let current: QueryClient | undefined;
const listeners = new Set<() => void>();

function replace(next: QueryClient): void {
  const previous = current;
  current = next;
  previous?.clear();
  for (const listener of listeners) listener();
}

function onSessionStarted(): void {
  replace(createSessionQueryClient());
}

function onSessionEnded(): void {
  current?.clear();
}

/** This window's session client (made on first use; a new one with every session started). */
export function sessionQueryClient(): QueryClient {
  if (!current) {
    current = createSessionQueryClient();
    bus.on('session:started', onSessionStarted);
    bus.on('session:ended', onSessionEnded);
  }
  return current;
}

/** Called when a new session's client replaces the last one; returns the unsubscribe. */
export function subscribeSessionQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
