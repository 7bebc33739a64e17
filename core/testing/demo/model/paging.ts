import { MESSAGE_PAGE_SIZE } from '../../../schemas/message';
import { iso } from './clock';
import { eofId } from './ids';
import type { DemoMessage } from './types';

export const PAGE_SIZE = MESSAGE_PAGE_SIZE;

/**
 * GET message?conversationId&page&qtd=15. Page 1 holds the newest 15 messages, page 2 the 15
 * before them, and so on; inside a page messages are chronological (oldest first).
 *
 * End of history: the page that holds the oldest message also carries an end-of-history marker
 * `{ type: 'eof' }` as its FIRST item (it sits before the oldest message, as `sentTime` says). The
 * marker is extra: it never counts towards the 15, so "next page = loaded messages / 15 + 1" holds.
 * A page past the end is empty. An empty conversation answers page 1 with just the marker.
 */
export function messagesPage(messages: readonly DemoMessage[], conversationId: string, page: number): DemoMessage[] {
  if (!Number.isInteger(page) || page < 1) return [];
  const end = messages.length - (page - 1) * PAGE_SIZE;
  if (end <= 0) return page === 1 ? [eofMarker(conversationId, undefined)] : [];
  const start = Math.max(0, end - PAGE_SIZE);
  const slice = messages.slice(start, end).map((m) => structuredClone(m));
  return start === 0 ? [eofMarker(conversationId, messages[0]), ...slice] : slice;
}

function eofMarker(conversationId: string, oldest: DemoMessage | undefined): DemoMessage {
  const at = oldest ? Date.parse(oldest.sentTime) - 1 : 0;
  const id = eofId(conversationId);
  return {
    _id: id,
    currentId: id,
    previousId: null,
    by: 'system',
    text: '',
    sentTime: iso(at),
    files: [],
    favorite: false,
    private: false,
    systemMessage: true,
    unread: false,
    status: {},
    type: 'eof',
  };
}
