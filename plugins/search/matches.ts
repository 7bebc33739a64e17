import { containsTerm, type Message, type Snapshot } from '@tessera/core';

export type SearchFilter = 'all' | 'data' | 'media' | 'audio';
export const searchFilters: readonly SearchFilter[] = ['all', 'data', 'media', 'audio'];

const isAudio = (mime: string) => mime.startsWith('audio/');

/**
 * Which messages a filter keeps: data is written text, media and files are attachments
 * other than audio, audio is voice and sound files.
 */
function keeps(filter: SearchFilter, m: Snapshot<Message>): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'data':
      return m.text.trim().length > 0;
    case 'media':
      return m.files.some((f) => !isAudio(f.mime_type));
    case 'audio':
      return m.files.some((f) => isAudio(f.mime_type));
  }
}

/**
 * The ids of the messages matching a search, oldest first: a match is a message, however often
 * the term occurs in it. With no term, a kind filter lists every message of that kind so the
 * agent can step through the media or audio.
 */
export function searchMessages(messages: readonly Snapshot<Message>[], term: string, filter: SearchFilter): string[] {
  const wanted = term.trim();
  return messages
    .filter((m) => m.type !== 'eof' && keeps(filter, m))
    .filter((m) => {
      if (!wanted) return filter !== 'all';
      return containsTerm(m.text, wanted) || m.files.some((f) => containsTerm(f.file_name, wanted));
    })
    .map((m) => m._id);
}
