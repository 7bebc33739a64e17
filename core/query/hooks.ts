import {
  type QueryClient,
  QueryClientContext,
  useMutation as useTanstackMutation,
  useQuery as useTanstackQuery,
} from '@tanstack/react-query';
import { useContext, useSyncExternalStore } from 'react';
import { sessionQueryClient, subscribeSessionQueryClient } from './sessionClient';

/** The current session's client, following it from one session to the next. */
export function useSessionQueryClient(): QueryClient {
  return useSyncExternalStore(subscribeSessionQueryClient, sessionQueryClient, sessionQueryClient);
}

/**
 * The client a plugin's queries use: the one the host provides (SessionQueryProvider), else the
 * session's own, so a contribution rendered outside the provider still shares the one cache.
 */
export function useQueryClient(client?: QueryClient): QueryClient {
  const provided = useContext(QueryClientContext);
  const session = useSessionQueryClient();
  return client ?? provided ?? session;
}

/** TanStack Query's useQuery on the session's client. */
export const useQuery = function useQuery(options: Parameters<typeof useTanstackQuery>[0], client?: QueryClient) {
  return useTanstackQuery(options, useQueryClient(client));
} as typeof useTanstackQuery;

/** TanStack Query's useMutation on the session's client. */
export const useMutation = function useMutation(options: Parameters<typeof useTanstackMutation>[0], client?: QueryClient) {
  return useTanstackMutation(options, useQueryClient(client));
} as typeof useTanstackMutation;
