import type { UsabilityMemory } from './retention';

/** The usability plugin's public contract. */
declare module '@tessera/core' {
  interface Services {
    'usability.memory': UsabilityMemory;
  }
  interface GateKeys {
    /** The open conversation's skill has a 'Link' widget (spec 001 §2): the dock's link widget gates on it. */
    'usability.linkWidget': boolean;
  }
}
