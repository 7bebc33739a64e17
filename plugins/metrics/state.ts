import { currentAvailability, logger, queryOptions, useQuery, useSession } from '@tessera/core';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { fetchMetrics } from './api';

/** Spec 000 §9: the metrics refresh every 120 s. */
export const METRICS_REFRESH_MS = 120_000;
/** After the agent changes status, the server's "since when" is asked for again once it has settled. */
export const AFTER_STATUS_CHANGE_MS = 2_000;

/** How often the figures are asked for while shown (tests shorten it). */
export const metricsTiming = { refreshMs: METRICS_REFRESH_MS };

/**
 * GET /goal-user for one agent, in the session's cache. The key names the user: another user
 * signing in on this device never sees these figures; and the language, as the company's words in
 * it (status name, goal tooltips) come in the agent's language.
 */
export const metricsQuery = (userId: string | undefined, locale = 'pt-BR') =>
  queryOptions({
    queryKey: ['metrics', 'goal-user', userId, locale],
    queryFn: async () => {
      try {
        return await fetchMetrics();
      } catch (error) {
        // Spec 000 §8: metric errors are logged; the sidebar says 'Unavailable service'.
        logger.warn('[metrics] GET /goal-user failed', error);
        throw error;
      }
    },
    enabled: userId !== undefined,
  });

/**
 * The signed-in agent's figures, kept fresh while shown: now, every `metricsTiming.refreshMs`,
 * and shortly after the agent's status changes (the status row's "since when" comes from the
 * server). A failed refresh keeps the last good figures (`isError` with `data`); the next tick
 * tries again.
 */
export function useMetrics() {
  const session = useSession();
  const { locale } = useIntl();
  const userId = session?.user.id;
  // The same agent's figures in the other language replace these when they come, without a blank
  // in between; another agent's never stand in.
  const query = useQuery({
    ...metricsQuery(userId, locale),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === userId ? previous : undefined),
    refetchInterval: metricsTiming.refreshMs,
    refetchIntervalInBackground: true,
  });
  const availabilityId = currentAvailability(session?.availabilities ?? [])?.id;
  const seen = useRef(availabilityId);
  const { refetch } = query;
  useEffect(() => {
    if (seen.current === availabilityId) return;
    seen.current = availabilityId;
    const settle = setTimeout(() => void refetch(), AFTER_STATUS_CHANGE_MS);
    return () => clearTimeout(settle);
  }, [availabilityId, refetch]);
  return query;
}
