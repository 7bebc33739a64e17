import type { IRetryPolicy, RetryContext } from '@microsoft/signalr';
import { isUnauthorized } from './unauthorized';

/**
 * SignalR's default policy gives up after four tries; an agent's workspace never should.
 * Quick first tries, then a steady pace with a little jitter so a whole floor of agents does
 * not reconnect in the same instant. Only a refused token (401) stops it.
 */
export const DEFAULT_RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000];
export const STEADY_RETRY_DELAY = 15_000;

export function createRetryPolicy(delays: readonly number[] = DEFAULT_RETRY_DELAYS, steady = STEADY_RETRY_DELAY, random = Math.random): IRetryPolicy {
  return {
    nextRetryDelayInMilliseconds(context: RetryContext): number | null {
      // A refused token will be refused again: stop, and let the connection say so (connection.ts).
      if (isUnauthorized(context.retryReason)) return null;
      const planned = delays[context.previousRetryCount];
      if (planned !== undefined) return planned;
      return Math.round(steady * (0.8 + random() * 0.4));
    },
  };
}
