import { type Conversation, MESSAGE_PAGE_SIZE, type Message } from '../schemas';
import type { Thread } from './store';
import { isLocalMessage } from './threads';

/**
 * What one conversation may take in this browser's storage (DESIGN §4: persist per conversation,
 * with limits). The server holds everything; storage only spares a reload the fetching, so a
 * conversation that goes beyond these keeps its newest part and fetches the rest again, and one
 * hostile conversation never fills the storage the others save to.
 */

/** The newest messages a thread keeps across a reload (ten pages); older ones come back with "load older". */
export const STORED_MESSAGES = 150;
/** Characters (of JSON) one stored thread takes at most. */
export const THREAD_BUDGET = 256_000;
/**
 * One message over this (characters of JSON) is not stored, nor anything older than it in its
 * thread: the thread comes back without them, incomplete, and fetches them again. Cutting the
 * text instead would show an altered message after a reload, kept by the merge until its page
 * is fetched again.
 */
export const MESSAGE_BUDGET = 32_000;
/** The list's preview of a conversation's last message is stored cut to this many characters. */
export const PREVIEW_CHARS = 2_000;
/** A conversation whose record is still over this (characters of JSON) is not stored: the list brings it back. */
export const CONVERSATION_BUDGET = 64_000;
/**
 * Conversations the list keeps across a reload at most: the open one, those with a draft, then the
 * latest by their last message. The list read at start brings back the rest; beyond this, saving
 * the list would cost the agent long pauses for a cache.
 */
export const STORED_CONVERSATIONS = 500;
/** A draft keeps at most this many characters across a reload. */
export const DRAFT_CHARS = 50_000;

const messageJson = new WeakMap<Message, string>();

/** A message's JSON; messages are values (threads.ts), so each is written once. */
function jsonOfMessage(message: Message): string {
  let json = messageJson.get(message);
  if (json === undefined) {
    json = JSON.stringify(message);
    messageJson.set(message, json);
  }
  return json;
}

export interface LimitedThread {
  /** JSON of the newest messages that fit, oldest first. */
  messages: string;
  count: number;
  complete: boolean;
  nextPage: number;
  /** A message over MESSAGE_BUDGET was left out (with everything older): worth telling the agent. */
  tooLarge: boolean;
}

/**
 * The page (15 a page, counted from the newest) that holds the message after the newest `count`
 * the server has: where "load older" starts again for a thread stored with only those.
 */
export function pageAfterNewest(count: number): number {
  return Math.floor(count / MESSAGE_PAGE_SIZE) + 1;
}

/**
 * The part of a thread that is stored: its newest messages, back to STORED_MESSAGES, THREAD_BUDGET
 * or the first message over MESSAGE_BUDGET. A thread cut short is stored incomplete, with the
 * page "load older" asks for next at or before the first message left out (pages count from
 * the newest, 15 a page), so the rest is fetched and merged by id; nothing is skipped. Our own
 * replies not yet on the server are not stored here: the outbox keeps them (core/conversations/outbox.ts)
 * and puts them back in the thread after a reload.
 */
export function limitThread(thread: Pick<Thread, 'messages' | 'complete' | 'nextPage'>): LimitedThread {
  const kept: string[] = [];
  let size = 0;
  let cut = false;
  let tooLarge = false;
  for (let i = thread.messages.length - 1; i >= 0; i--) {
    const message = thread.messages[i]!;
    if (isLocalMessage(message)) continue;
    const json = jsonOfMessage(message);
    if (json.length > MESSAGE_BUDGET) {
      cut = tooLarge = true;
      break;
    }
    if (kept.length >= STORED_MESSAGES || size + json.length > THREAD_BUDGET) {
      cut = true;
      break;
    }
    kept.push(json);
    size += json.length + 1;
  }
  kept.reverse();
  return {
    messages: `[${kept.join(',')}]`,
    count: kept.length,
    complete: thread.complete && !cut,
    nextPage: cut ? Math.min(thread.nextPage, pageAfterNewest(kept.length)) : thread.nextPage,
    tooLarge,
  };
}

const conversationJson = new WeakMap<Conversation, string | null>();

/**
 * A conversation's JSON as stored: its last message's preview cut to PREVIEW_CHARS; null when it
 * is still over CONVERSATION_BUDGET (left out: the list read at start brings it back).
 * Conversations in a store snapshot keep their identity while unchanged, so each is written once.
 */
export function storedConversationJson(conversation: Conversation): string | null {
  let json = conversationJson.get(conversation);
  if (json === undefined) {
    const text = conversation.lastMessage?.text;
    const stored = text && text.length > PREVIEW_CHARS ? { ...conversation, lastMessage: { ...conversation.lastMessage!, text: text.slice(0, PREVIEW_CHARS) } } : conversation;
    json = JSON.stringify(stored);
    if (json.length > CONVERSATION_BUDGET) json = null;
    conversationJson.set(conversation, json);
  }
  return json;
}
