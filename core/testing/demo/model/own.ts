import { keyedRecord } from '../../../state/keyed';
import type { ConversationRecord, DemoState } from './types';

export { keyedRecord } from '../../../state/keyed';

/**
 * A keyed collection's own entry, never one it inherits: ids and tokens come from requests, and
 * `constructor`, `toString` or `__proto__` must name nothing rather than Object's methods.
 */
export function own<T>(collection: Record<string, T> | undefined, key: string): T | undefined {
  return collection && Object.hasOwn(collection, key) ? collection[key] : undefined;
}

const keyedConversation = (record: ConversationRecord): ConversationRecord => ({ ...record, clientIds: keyedRecord(record.clientIds) });

/**
 * The state with every collection keyed by ids, tokens or client ids as keyed records (no
 * prototype), whatever built it: a seed, a structured clone, JSON read back from IndexedDB. A
 * conversation `__proto__` or a client id `constructor` is then stored and found like any other.
 */
export function keyedState(state: DemoState): DemoState {
  const conversations = keyedRecord<ConversationRecord>();
  for (const [id, record] of Object.entries(state.conversations)) conversations[id] = keyedConversation(record);
  return {
    ...state,
    sessions: keyedRecord(state.sessions),
    ...(state.revokedSessions ? { revokedSessions: keyedRecord(state.revokedSessions) } : {}),
    ...(state.revokedReasons ? { revokedReasons: keyedRecord(state.revokedReasons) } : {}),
    ...(state.passwordTokens ? { passwordTokens: keyedRecord(state.passwordTokens) } : {}),
    ...(state.sso ? { sso: { codes: keyedRecord(state.sso.codes), tickets: keyedRecord(state.sso.tickets) } } : {}),
    ...(state.slices ? { slices: keyedRecord(state.slices) } : {}),
    ...(state.uploads ? { uploads: keyedRecord(state.uploads) } : {}),
    conversations,
  };
}
