import * as z from 'zod/mini';
import { call } from '../api/client';
import { endpoints } from '../api/endpoints';
import { ApiError } from '../api/error';
import { logger } from '../logger';

/** PATCH /user/lastping every 120 s (spec 000 §9). */
export const PING_INTERVAL_MS = 120_000;

const pingAnswerSchema = z.object({
  data: z.nullish(z.object({ availability_id: z.nullish(z.union([z.string(), z.number()])) })),
});

/** A live session answers with the agent's availability; none means the server ended it. */
export function sessionStillOpen(answer: z.infer<typeof pingAnswerSchema>): boolean {
  const id = answer.data?.availability_id;
  return id !== undefined && id !== null && id !== '';
}

/**
 * Asks the server at once whether it still takes the session's token (the hub refused it): a 401
 * ends the session through the API client's rejection listener (sessionRejected.ts), with the
 * reason the answer gives; any other outcome leaves the session as it is.
 */
export async function confirmSessionNow(): Promise<void> {
  try {
    await call('patch', endpoints.lastPing(), pingAnswerSchema);
  } catch {
    // A 401 was handled by the rejection listener; a network failure is the hub's retry's business.
  }
}

/**
 * Keeps the session alive and notices when the server has ended it: an answer without
 * availability, or a token the server no longer accepts (401). Other failures (network,
 * 500) are only logged; the next ping tries again.
 */
export function startPing(onSessionEnded: () => void, intervalMs: number = PING_INTERVAL_MS): () => void {
  let stopped = false;
  const ping = async () => {
    try {
      const answer = await call('patch', endpoints.lastPing(), pingAnswerSchema);
      if (!stopped && !sessionStillOpen(answer)) end();
    } catch (error) {
      if (stopped) return;
      if (error instanceof ApiError && error.status === 401) end();
      else logger.warn('[session] ping failed; trying again at the next one', error);
    }
  };
  const end = () => {
    stop();
    onSessionEnded();
  };
  const timer = setInterval(() => void ping(), intervalMs);
  function stop() {
    stopped = true;
    clearInterval(timer);
  }
  return stop;
}
