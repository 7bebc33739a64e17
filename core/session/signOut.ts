import * as z from 'zod/mini';
import { call } from '../api/client';
import { endpoints } from '../api/endpoints';
import { logger } from '../logger';
import { engagedConversationIds } from './engaged';
import { sessionClearedEverywhere } from './sessionEnd';
import { recordUserEvent } from './userEvents';

export { clearSession } from './clearSession';
export { engagedConversationIds } from './engaged';

/**
 * How long sign-out waits for the server (the event, then the logout) before it signs the browser
 * out anyway: an agent leaving is never held by a slow or silent server (the calls go on behind).
 */
export const SIGN_OUT_WAIT_MS = 4_000;

export type SignOutResult = { ok: true } | { ok: false; reason: 'engagedConversations'; conversationIds: string[] };

/**
 * Sign-out, refused while the agent still holds active, inactive or pre-chat conversations;
 * otherwise the server is told and every window of the browser signs out.
 */
export async function signOut({ waitMs = SIGN_OUT_WAIT_MS }: { waitMs?: number } = {}): Promise<SignOutResult> {
  const engaged = engagedConversationIds();
  if (engaged.length) return { ok: false, reason: 'engagedConversations', conversationIds: engaged };
  const told = (async () => {
    await recordUserEvent('logout');
    try {
      await call('post', endpoints.logout(), z.unknown());
    } catch (error) {
      logger.warn('[session] the server did not confirm the logout; clearing the session anyway', error);
    }
    return true;
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const answered = await Promise.race([told, new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), waitMs)))]);
  clearTimeout(timer);
  if (!answered) logger.warn(`[session] the server did not answer the sign-out within ${waitMs} ms; clearing the session anyway`);
  sessionClearedEverywhere(null);
  return { ok: true };
}
