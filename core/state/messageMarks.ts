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

/**
 * The agent has seen a conversation's newest messages (scrolled near the bottom, or jumped there):
 * its unread marks clear (spec 001 §4). Only the messages that were unread are replaced.
 */
export const messagesRead = defineSharedAction('messages/read', ({ conversationId }: { conversationId: string }) => {
  const thread = store.threads[conversationId];
  if (!thread) return;
  thread.messages.forEach((m, i) => {
    if (m.unread) thread.messages[i] = asValue({ ...m, unread: false });
  });
});
