import mitt, { type Emitter } from 'mitt';
import type { HubEvents, HubExtensionEvents } from '../hub/events';

type Prefixed<T, P extends string> = { [K in keyof T as `${P}${K & string}`]: LeaderOnly<T[K]> };

declare const leaderOnly: unique symbol;

/**
 * The payload of an event put on the bus ONLY in the leader window: the one window of the browser
 * that holds the hub connection (core/sync/leader.ts). The other windows (pop-outs, or the
 * workspace while a pop-out leads) never hear it: what such an event changes reaches them as
 * replicated state (shared actions, core/sync), not as the event. Work that must happen in every
 * window reads the store; work that must happen once per browser listens here.
 */
export type LeaderOnly<T> = T & { readonly [leaderOnly]?: 'emitted only in the leader window' };

/**
 * Events the bus carries only in the leader window: every hub event as `hub:<name>` (parsed, in
 * order) and 'hub:reconnected'. A plugin that adds a leader-only event merges it here, with its
 * payload wrapped in LeaderOnly<...>.
 */
export interface LeaderBusEvents extends Prefixed<HubEvents, 'hub:'>, Prefixed<HubExtensionEvents, 'hub:'> {
  /** The hub connected again after a drop: everything must resync. */
  'hub:reconnected': LeaderOnly<{ at: number }>;
}

/**
 * Events of any window: each is emitted in the window where it happens (the bus itself never
 * crosses windows; state does, through core/sync).
 */
export interface WindowBusEvents {
  /** A user signed in, in this window (the one whose sign-in form was used); plugins that keep state per user start afresh. */
  'session:started': { userId: string };
  /** The session ended (sign-out, expiry, forced logout), in every window: the end is replayed in each. Drop anything kept for the user. */
  'session:ended': Record<string, never>;
  /** Ask the window to open a tile or dock widget in its own window (/undock/<panel>); the shell does it. */
  'window:popOut': { panel: string };
  /** Ask the window showing a tile or dock widget on its own to close, which brings it back here. */
  'window:return': { panel: string };
}

/**
 * Everything that travels on the bus: the leader-only events (LeaderBusEvents: their payloads
 * say LeaderOnly<...>) and the window's own (WindowBusEvents). Plugins add their own events by
 * declaration merging:
 *
 *   declare module '@tessera/core' { interface BusEvents { 'myPlugin:thing': { id: string } } }
 */
export interface BusEvents extends LeaderBusEvents, WindowBusEvents {}

/** The names of the events only the leader window hears. */
export type LeaderOnlyEventName = { [K in keyof BusEvents]: typeof leaderOnly extends keyof BusEvents[K] ? K : never }[keyof BusEvents];

/** mitt wants an index-signature type; the mapped copy keeps declaration merging working. */
type BusEventMap = { [K in keyof BusEvents]: BusEvents[K] };

export type Bus = Emitter<BusEventMap>;

export const bus: Bus = mitt<BusEventMap>();
