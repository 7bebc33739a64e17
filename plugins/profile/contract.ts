import type { ProfileDrawer } from './state';

/** The profile plugin's public contract: what other plugins and the shell may call, typed. */
declare module '@tessera/core' {
  interface Commands {
    'profile.open': void;
  }
  interface Services {
    'profile.drawer': ProfileDrawer;
  }
}
