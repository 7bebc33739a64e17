import type { ListView } from './state';

/** The conversation list's public contract. */
declare module '@tessera/core' {
  interface Services {
    'conversation-list.view': ListView;
  }
}
