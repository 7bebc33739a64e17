import { logger } from '../logger';
import { type HubEventName, type HubExtensionName, hubEventSchemas, hubExtensionSchemas } from './events';

export type ParsedHubEvent =
  | { ok: true; name: HubEventName | HubExtensionName; payload: unknown }
  | { ok: false; name: string; reason: string };

/** By event name, as the server sends it: a Map, so a name such as `constructor` names no schema. */
const schemas = new Map<string, (typeof hubEventSchemas)[HubEventName] | (typeof hubExtensionSchemas)[HubExtensionName]>([
  ...Object.entries(hubEventSchemas),
  ...Object.entries(hubExtensionSchemas),
]);

/**
 * Checks one server event against its schema. A malformed event is logged with what was
 * wrong and skipped: the workspace keeps running on the events that are right.
 */
export function parseHubEvent(name: string, args: readonly unknown[]): ParsedHubEvent {
  const schema = schemas.get(name);
  if (!schema) return { ok: false, name, reason: 'unknown event' };
  const result = schema.safeParse(args[0]);
  if (result.success) return { ok: true, name: name as HubEventName, payload: result.data };
  const reason = result.error.issues.map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`).join('; ');
  logger.warn(`[hub] malformed "${name}" event skipped: ${reason}`, args[0]);
  return { ok: false, name, reason };
}
