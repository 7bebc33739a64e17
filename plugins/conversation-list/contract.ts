import type { ListView } from './state';

/** The conversation list's public contract. */
declare module '@tessera/core' {
  interface Services {
    'conversation-list.view': ListView;
  }
  interface Commands {
    /** Opens the next conversation of the list (as the agent sees it) and puts the keyboard in its reply box. */
    'conversation-list.next': void;
    /** The same, the previous one. */
    'conversation-list.previous': void;
  }
}
