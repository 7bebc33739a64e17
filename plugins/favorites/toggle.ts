import { messageFavoriteChanged, type Notifier, workspaceState } from '@tessera/core';
import { saveFavorite } from './api';

/** The favourites' service: starring and unstarring, one change per message at a time. */
export interface FavoriteMarks {
  /** Stars the message, or unstars it when it is a favourite. */
  toggle(conversationId: string, messageId: string): Promise<void>;
}

/**
 * What the plugin's activate creates. A message's star changes at once (spec 001 §4: optimistic),
 * then the server is told; a refusal puts the star back as it was and says so with the actionError
 * toast (spec 001 §8). A second press while the first is on its way waits for its answer.
 */
export function createFavoriteMarks(notify: Notifier): FavoriteMarks {
  const saving = new Set<string>();
  return {
    async toggle(conversationId, messageId) {
      const message = workspaceState.threads[conversationId]?.messages.find((m) => m._id === messageId);
      if (!message || saving.has(messageId)) return;
      const favorite = !message.favorite;
      saving.add(messageId);
      messageFavoriteChanged({ conversationId, messageId, favorite });
      try {
        await saveFavorite(messageId, favorite);
        // The server keeps it now: a copy of the thread read before it did (a messages check, a
        // resync) may have merged the old star back in meanwhile.
        messageFavoriteChanged({ conversationId, messageId, favorite });
      } catch {
        messageFavoriteChanged({ conversationId, messageId, favorite: !favorite });
        notify.toast({ tone: 'error', text: { id: 'favorites.actionError' } });
      } finally {
        saving.delete(messageId);
      }
    },
  };
}
