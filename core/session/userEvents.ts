import * as z from 'zod/mini';
import { bearer } from '../api/authorization';
import { call } from './apiCall';
import { endpoints } from '../api/endpoints';
import { logger } from '../logger';
import { store } from '../state/store';
import { APP_VERSION, CLIENT_BUILD } from '../version';

/** The session events the server is told about (spec 000 §7, POST /user/events). */
export type UserEventName = 'login' | 'logout' | 'logoutByManager' | 'logoutSystem';

/** What the server learns about the front end that sent the event. */
function front() {
  return {
    app: 'tessera',
    build: CLIENT_BUILD,
    language: store.preferences.language,
    userAgent: typeof navigator === 'undefined' ? undefined : navigator.userAgent,
  };
}

/**
 * Tells the server a session event happened. Telemetry must never get in the agent's way:
 * a failure is only logged. `token` sends it on behalf of a session this window is dropping.
 */
export async function recordUserEvent(event: UserEventName, options: { token?: string; now?: number } = {}): Promise<void> {
  const timestamp = new Date(options.now ?? Date.now()).toISOString();
  const body = { event, payload: { front: front() }, version: APP_VERSION, timestamp };
  const headers = options.token ? { Authorization: bearer(options.token) } : undefined;
  try {
    await call('post', endpoints.userEvents(), z.unknown(), { body, ...(headers ? { headers } : {}) });
  } catch (error) {
    logger.warn(`[session] the server did not record the "${event}" event`, error);
  }
}
