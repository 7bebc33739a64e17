import type { TransferUi } from './state';

/**
 * The transfer plugin's public contract: the command other places run (the header action, the
 * phone service tools panel) and this window's dialog state, typed for whoever needs them.
 */
declare module '@tessera/core' {
  interface Commands {
    /** Opens the transfer dialog for the conversation, in the window where it ran. */
    'transfer.open': { conversationId: string };
  }
  interface Services {
    'transfer.ui': TransferUi;
  }
}
