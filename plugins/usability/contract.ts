import type { UsabilityMemory } from './retention';

/** The usability plugin's public contract. */
declare module '@tessera/core' {
  interface Services {
    'usability.memory': UsabilityMemory;
  }
}
