import type { TesseraState } from './store';

/** The parts of the store that outlive a reload; connection and list status are live only. */
export type Persisted = Pick<TesseraState, 'session' | 'conversations' | 'threads' | 'drafts' | 'selectedConversationId' | 'preferences' | 'company'>;
const persistedKeys = ['session', 'conversations', 'threads', 'drafts', 'selectedConversationId', 'preferences', 'company'] as const;

const written = new WeakMap<object, string>();

/** JSON of a store snapshot's part, written again only when the part changed (a new snapshot object). */
function jsonOf(part: object): string {
  let json = written.get(part);
  if (json === undefined) {
    json = JSON.stringify(part);
    written.set(part, json);
  }
  return json;
}

function recordJson(record: Readonly<Record<string, object>>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(record)) parts.push(`${JSON.stringify(key)}:${jsonOf(value)}`);
  return `{${parts.join(',')}}`;
}

/**
 * The saved state as JSON, exactly what JSON.stringify would write, but built from the store's
 * snapshot part by part: snapshots keep the identity of what did not change, so a save after a
 * burst writes only the conversations and threads that changed and joins the rest as written
 * before. A save then costs little more than copying the string, however many conversations the agent holds.
 */
export function persistedJson(snap: Readonly<TesseraState>): string {
  const parts: string[] = [];
  for (const key of persistedKeys) {
    const value = snap[key] as unknown;
    let json: string | undefined;
    if (key === 'conversations' || key === 'threads') json = recordJson(value as Record<string, object>);
    else json = JSON.stringify(value);
    if (json !== undefined) parts.push(`${JSON.stringify(key)}:${json}`);
  }
  return `{${parts.join(',')}}`;
}
