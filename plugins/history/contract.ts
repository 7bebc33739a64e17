import type { HistoryMemory } from './memory';

/** The history plugin's public contract: its service, typed for other plugins. */
declare module '@tessera/core' {
  interface Services {
    'history.memory': HistoryMemory;
  }
}
