import { getVersion, ref, snapshot } from 'valtio';
import type { Conversation } from '../schemas';

/** The parts of a conversation only ever replaced whole (by a newer copy, or a reducer assigning a new object). */
const VALUE_PARTS = [
  'users',
  'statusTriggers',
  'lastMessage',
  'idleMessage',
  'conversationTab',
  'chatInfo',
  'consumerInfo',
  'extraInfo',
  'transferHistory',
  'preChat',
  'posChat',
] as const satisfies readonly (keyof Conversation)[];

/**
 * A conversation as the store keeps it: the parts that are only ever replaced whole held as values
 * (valtio's `ref`), as messages are (threads.ts), rather than each wrapped in proxies. A
 * conversation from the server carries dozens of nested objects (chat and consumer information,
 * forms, history): with thousands of conversations, every snapshot after a change would walk
 * hundreds of thousands of proxies. What reducers change in place (status, unread count, the
 * consumer's display name) stays reactive. Replace these parts, never change them in place.
 */
export function conversationAsStored<C extends Conversation>(c: C): C {
  const stored = { ...c };
  for (const part of VALUE_PARTS) {
    const value = stored[part] as unknown;
    if (typeof value !== 'object' || value === null) continue;
    // A part taken from the store (a merge kept what the newer copy left out) is a proxy: its plain copy.
    const plain = getVersion(value) === undefined ? value : snapshot(value);
    (stored as Record<string, unknown>)[part] = ref(plain as object);
  }
  return stored;
}
