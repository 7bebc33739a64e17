import type { ProfileDrawer } from './state';

/** The profile plugin's public contract: what other plugins and the shell may call, typed. */
declare module '@tessera/core' {
  interface Commands {
    'profile.open': void;
    /** Opens the company administration (/admin); its menu entry shows to admins only. */
    'profile.administration': void;
  }
  interface GateKeys {
    /** The signed-in user administers the company (isAdminSession). */
    'profile.admin': boolean;
  }
  interface Services {
    'profile.drawer': ProfileDrawer;
  }
}
