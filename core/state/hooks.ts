import { useMemo } from 'react';
import { type Snapshot, snapshot, subscribe, useSnapshot } from 'valtio';
import type { Conversation } from '../schemas';
import type { PublicSession } from './readonlyView';
import { store, type Preferences, type TesseraState, type Thread } from './store';

/*
 * Selector hooks: how plugin components read the workspace's state. Each touches only what it
 * returns, so a component re-renders when that changes and not otherwise; what they return is
 * deeply read-only.
 */

export function useConversation(conversationId: string | null | undefined): Snapshot<Conversation> | undefined {
  const conversations = useSnapshot(store).conversations;
  return conversationId ? conversations[conversationId] : undefined;
}

/** Every conversation the agent holds, by id (read only the ones you render). */
export function useConversations(): Snapshot<Record<string, Conversation>> {
  return useSnapshot(store).conversations;
}

/** The conversation open in the workspace (every window follows it). */
export function useSelectedConversationId(): string | null {
  return useSnapshot(store).selectedConversationId;
}

export function useSelectedConversation(): Snapshot<Conversation> | undefined {
  const snap = useSnapshot(store);
  const id = snap.selectedConversationId;
  return id ? snap.conversations[id] : undefined;
}

/** A conversation's loaded messages, oldest first, and the state of their loading. */
export function useThread(conversationId: string | null | undefined): Snapshot<Thread> | undefined {
  const threads = useSnapshot(store).threads;
  return conversationId ? threads[conversationId] : undefined;
}

/** The unsent reply of a conversation ('' for none). */
export function useDraft(conversationId: string): string {
  return useSnapshot(store).drafts[conversationId] ?? '';
}

/** The signed-in agent's session, without the bearer tokens (calls go through the API clients). */
export function useSession(): Snapshot<PublicSession> | null {
  const session = useSnapshot(store).session;
  return useMemo(() => {
    if (!session) return null;
    const { authorization: _token, authorizationRA: _tokenRA, ...visible } = session;
    return visible;
  }, [session]);
}

export function usePreferences(): Snapshot<Preferences> {
  return useSnapshot(store).preferences;
}

/** The hub connection's state, and the reconnect and lost-chat dialogs'. */
export function useConnection(): Snapshot<TesseraState['connection']> {
  return useSnapshot(store).connection;
}

/** Whether the conversation list is loading, loaded or failed (and why). */
export function useListStatus(): Snapshot<TesseraState['list']> {
  return useSnapshot(store).list;
}

/**
 * Calls `listener` after the state changes (batched; in sync when `inSync`). For work outside
 * React (a leader's watch); read the state through `workspaceState`. Returns the unsubscribe.
 */
export function subscribeState(listener: () => void, inSync = false): () => void {
  return subscribe(store, listener, inSync);
}

/**
 * An immutable snapshot of every conversation: unchanged conversations keep their identity
 * from one snapshot to the next, so derived data can be cached per conversation.
 */
export function conversationsSnapshot(): Snapshot<Record<string, Conversation>> {
  return snapshot(store).conversations;
}
