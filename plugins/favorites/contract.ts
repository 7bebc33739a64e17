import type { FavoriteMarks } from './toggle';

/** The favourites plugin's public contract: its service and command, typed for other plugins (a shortcut, a menu). */
declare module '@tessera/core' {
  interface Services {
    'favorites.marks': FavoriteMarks;
  }
  interface Commands {
    /** Stars the message, or unstars it when it is a favourite (optimistic; put back if the server refuses). */
    'favorites.toggle': { conversationId: string; messageId: string };
  }
}
