import type { SummaryEngine } from './engine';

/** The summary plugin's public contract: its service, typed for other plugins. */
declare module '@tessera/core' {
  interface Services {
    'summary.engine': SummaryEngine;
  }
  interface Commands {
    /** Generates a summary of the conversation (the Summarize button). */
    'summary.summarize': { conversationId: string };
  }
}
