import { z } from 'zod';
import { call, setAuthorization } from '../api/client';
import { endpoints } from '../api/endpoints';
import { bus } from '../bus';
import { logger } from '../logger';
import { engagedStatuses } from '../schemas';
import { clearPersistedState } from '../state/persistence';
import { initialState, resetStore, store } from '../state/store';

/** Conversations that keep an agent from signing out (spec 000 §4). */
export function engagedConversationIds(): string[] {
  return Object.values(store.conversations)
    .filter((c) => engagedStatuses.includes(c.status))
    .map((c) => c.conversationId);
}

/** Ends the session on this device: header dropped, all state cleared, preferences kept. */
export function clearSession(): void {
  setAuthorization(undefined);
  const preferences = { ...store.preferences };
  resetStore({ ...initialState(), preferences });
  clearPersistedState();
  bus.emit('session:ended', {});
}

export type SignOutResult = { ok: true } | { ok: false; reason: 'engagedConversations'; conversationIds: string[] };

/** Sign-out, refused while the agent still holds active, inactive or pre-chat conversations. */
export async function signOut(): Promise<SignOutResult> {
  const engaged = engagedConversationIds();
  if (engaged.length) return { ok: false, reason: 'engagedConversations', conversationIds: engaged };
  try {
    await call('post', endpoints.logout(), z.unknown());
  } catch (error) {
    logger.warn('[session] the server did not confirm the logout; clearing the session anyway', error);
  }
  clearSession();
  return { ok: true };
}
