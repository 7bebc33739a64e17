import { currentAvailability, logger, store } from '@tessera/core';
import { proxy, subscribe } from 'valtio';
import { fetchMetrics, type Metrics } from './api';

/** Spec 000 §9: the metrics refresh every 120 s. */
export const METRICS_REFRESH_MS = 120_000;
/** After the agent changes status, the server's "since when" is asked for again once it has settled. */
const AFTER_STATUS_CHANGE_MS = 2_000;

/**
 * The agent's figures, for this window. A failed refresh keeps the last good figures (with
 * `status: 'error'`) and the next tick tries again.
 */
export const metrics = proxy({
  /** Whose figures these are: another user signing in on this device never sees them. */
  owner: undefined as string | undefined,
  figures: undefined as Metrics | undefined,
  status: 'idle' as 'idle' | 'loading' | 'success' | 'error',
  /** When the figures shown were fetched (ms). */
  updatedAt: undefined as number | undefined,
});

export function resetMetrics(): void {
  Object.assign(metrics, { owner: undefined, figures: undefined, status: 'idle', updatedAt: undefined });
  inFlight = undefined;
}

let inFlight: Promise<void> | undefined;

/** GET /goal-user now; concurrent asks share one request. */
export function refreshMetrics(): Promise<void> {
  inFlight ??= load().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

async function load(): Promise<void> {
  const owner = store.session?.user.id;
  if (!owner) return;
  if (metrics.owner !== owner) Object.assign(metrics, { owner, figures: undefined, updatedAt: undefined });
  metrics.status = 'loading';
  try {
    const figures = await fetchMetrics();
    if (metrics.owner !== owner) return;
    Object.assign(metrics, { figures, status: 'success', updatedAt: Date.now() });
  } catch (error) {
    // Spec 000 §8: metric errors are logged; the sidebar says 'Unavailable service'.
    logger.warn('[metrics] GET /goal-user failed', error);
    if (metrics.owner === owner) metrics.status = 'error';
  }
}

const currentAvailabilityId = (): string | undefined => currentAvailability(store.session?.availabilities ?? [])?.id;

let watchers = 0;
let stopWatching: (() => void) | undefined;

/**
 * Keeps the figures fresh while something shows them: now, every `intervalMs`, and shortly after
 * the agent's status changes (the status row's "since when" comes from the server). One timer
 * however many watchers; returns the unwatch.
 */
export function watchMetrics(intervalMs = METRICS_REFRESH_MS): () => void {
  watchers += 1;
  if (watchers === 1) {
    void refreshMetrics();
    const timer = setInterval(() => void refreshMetrics(), intervalMs);
    let seen = currentAvailabilityId();
    let settle: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe(store, () => {
      const now = currentAvailabilityId();
      if (now === seen) return;
      seen = now;
      clearTimeout(settle);
      settle = setTimeout(() => void refreshMetrics(), AFTER_STATUS_CHANGE_MS);
    });
    stopWatching = () => {
      clearInterval(timer);
      clearTimeout(settle);
      unsubscribe();
    };
  }
  let watching = true;
  return () => {
    if (!watching) return;
    watching = false;
    watchers -= 1;
    if (watchers === 0) {
      stopWatching?.();
      stopWatching = undefined;
    }
  };
}
