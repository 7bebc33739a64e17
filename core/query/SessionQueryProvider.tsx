import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSessionQueryClient } from './hooks';

/**
 * Provides the session's query client to everything under it (the workspace page and every
 * undocked window mount one); a new session's client takes over when the agent signs in again.
 */
export function SessionQueryProvider({ children }: { children: ReactNode }) {
  const client = useSessionQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
