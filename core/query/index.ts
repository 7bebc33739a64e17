/**
 * Server state: one TanStack Query cache per session (sessionClient.ts). Plugins use the hooks
 * through '@tessera/core'; the host mounts SessionQueryProvider.
 */
export { queryOptions } from '@tanstack/react-query';
export type { QueryClient, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
export { useMutation, useQuery, useQueryClient, useSessionQueryClient } from './hooks';
export { SessionQueryProvider } from './SessionQueryProvider';
export { createSessionQueryClient, sessionQueryClient } from './sessionClient';
