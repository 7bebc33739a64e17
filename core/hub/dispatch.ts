import type { Bus, BusEvents } from '../bus';
import { logger } from '../logger';

type Handler = (payload: unknown) => void;
type WildcardHandler = (type: string, payload: unknown) => void;

/**
 * Puts a hub event on the bus so that every listener gets it, whatever the others do. mitt's own
 * emit stops at the first listener that throws: a plugin failing on an event would then keep it
 * from the store (and from the plugins after it), and the event would be lost for good. Here a
 * failing listener is logged and the next one still runs, in the order they subscribed.
 */
export function emitToEveryListener<K extends keyof BusEvents>(bus: Bus, type: K, payload: BusEvents[K]): void {
  const handlers = [...((bus.all.get(type) ?? []) as Handler[])];
  for (const handler of handlers) {
    try {
      handler(payload);
    } catch (error) {
      logger.error(`[hub] a listener of "${String(type)}" failed; the others still get it`, error);
    }
  }
  const wildcards = [...((bus.all.get('*') ?? []) as WildcardHandler[])];
  for (const handler of wildcards) {
    try {
      handler(type, payload);
    } catch (error) {
      logger.error(`[hub] a listener of every event failed on "${String(type)}"`, error);
    }
  }
}
