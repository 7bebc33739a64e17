import type { TicketMemory } from './memory';

/** The ticket plugin's public contract: its per-conversation memory of the panel. */
declare module '@tessera/core' {
  interface Services {
    'tickets.memory': TicketMemory;
  }
}
