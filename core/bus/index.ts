import mitt, { type Emitter } from 'mitt';
import type { HubEvents, HubExtensionEvents } from '../hub/events';

type Prefixed<T, P extends string> = { [K in keyof T as `${P}${K & string}`]: T[K] };

/**
 * Everything that travels on the bus. Hub events arrive parsed as `hub:<name>`. Plugins add
 * their own events by declaration merging:
 *
 *   declare module '@tessera/core' { interface BusEvents { 'myPlugin:thing': { id: string } } }
 */
export interface BusEvents extends Prefixed<HubEvents, 'hub:'>, Prefixed<HubExtensionEvents, 'hub:'> {
  /** A user signed in on this device; plugins that keep state per user start afresh. */
  'session:started': { userId: string };
  /** The session ended here (sign-out, expiry, forced logout): drop anything kept for the user. */
  'session:ended': Record<string, never>;
  /** The hub connected again after a drop: everything must resync. */
  'hub:reconnected': { at: number };
  /** Text a plugin wants in the active composer (a shortcut picked, a suggestion taken). */
  'composer:insert': { conversationId: string; text: string; replace?: boolean };
  /** Ask the conversation view to bring a message into view. */
  'conversation:reveal': { conversationId: string; messageId: string };
}

/** mitt wants an index-signature type; the mapped copy keeps declaration merging working. */
type BusEventMap = { [K in keyof BusEvents]: BusEvents[K] };

export type Bus = Emitter<BusEventMap>;

export const bus: Bus = mitt<BusEventMap>();
