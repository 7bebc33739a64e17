import { ApiError } from '@tessera/core';

/** What an item that could not be sent says: one of this plugin's messages, or the server's own words. */
export type UploadFailure = { messageId: string } | { text: string };

/** Server values this plugin says in the agent's language. */
const knownValues: Record<string, string> = {
  'File too large': 'attachments.error.serverTooLarge',
  'A file is required': 'attachments.error.notSent',
  'Conversation not found': 'attachments.error.conversationGone',
};

/**
 * An upload the server refused (spec 001 §8): the message keyed by the first value of its message
 * list (in the agent's language when this plugin knows it, else as the server wrote it), or
 * 'the file could not be sent' when there is none (no answer, a 500, a body without a list).
 */
export function uploadFailure(error: unknown): UploadFailure {
  const first = error instanceof ApiError ? error.fields[0]?.value?.trim() : undefined;
  if (!first) return { messageId: 'attachments.error.notSent' };
  return Object.hasOwn(knownValues, first) ? { messageId: knownValues[first]! } : { text: first };
}
