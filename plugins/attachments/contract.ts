import type { AttachmentsUi } from './state';

/**
 * The attachments plugin's public contract: the command that opens the attachment dialog with
 * files (the conversation's drop zone and pasted files run it) and this window's dialog, typed for
 * whoever needs them (a predefined message with a file opens it with the file and its text).
 */
declare module '@tessera/core' {
  interface Commands {
    /** Opens the attachment dialog for the conversation with these files, in the window where it ran. */
    'attachments.open': { conversationId: string; files: File[] };
  }
  interface Services {
    'attachments.ui': AttachmentsUi;
  }
}
