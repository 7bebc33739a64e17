import { defineSharedAction } from '../sync/sharedAction';
import { store } from './store';
import { asValue } from './threads';

/**
 * The agent starred or unstarred a message (spec 001 §4 favourite toggling). Applied before the
 * server answers and applied back if it refuses; every window follows. Messages are values
 * (threads.ts): the message is replaced, so only its own bubble renders again.
 */
export const messageFavoriteChanged = defineSharedAction(
  'messages/favoriteChanged',
  ({ conversationId, messageId, favorite }: { conversationId: string; messageId: string; favorite: boolean }) => {
    const thread = store.threads[conversationId];
    const index = thread?.messages.findIndex((m) => m._id === messageId) ?? -1;
    if (!thread || index < 0) return;
    const held = thread.messages[index]!;
    if (held.favorite === favorite) return;
    thread.messages[index] = asValue({ ...held, favorite });
  },
);
