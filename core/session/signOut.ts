import * as z from 'zod/mini';
import { call } from '../api/client';
import { endpoints } from '../api/endpoints';
import { logger } from '../logger';
import { engagedConversationIds } from './engaged';
import { sessionClearedEverywhere } from './sessionEnd';
import { recordUserEvent } from './userEvents';

export { clearSession } from './clearSession';
export { engagedConversationIds } from './engaged';

export type SignOutResult = { ok: true } | { ok: false; reason: 'engagedConversations'; conversationIds: string[] };

/**
 * Sign-out, refused while the agent still holds active, inactive or pre-chat conversations;
 * otherwise the server is told and every window of the browser signs out.
 */
export async function signOut(): Promise<SignOutResult> {
  const engaged = engagedConversationIds();
  if (engaged.length) return { ok: false, reason: 'engagedConversations', conversationIds: engaged };
  await recordUserEvent('logout');
  try {
    await call('post', endpoints.logout(), z.unknown());
  } catch (error) {
    logger.warn('[session] the server did not confirm the logout; clearing the session anyway', error);
  }
  sessionClearedEverywhere(null);
  return { ok: true };
}
