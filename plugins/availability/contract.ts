import type { AvailabilityUi } from './state';

/** The availability plugin's public contract: what other plugins and the shell may call, typed. */
declare module '@tessera/core' {
  interface Commands {
    'availability.open': void;
  }
  interface Services {
    'availability.ui': AvailabilityUi;
  }
}
