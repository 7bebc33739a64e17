// Compile-time checks of the bus's types (typecheck fails if they stop holding; nothing runs).
import type { BusEvents, LeaderBusEvents, LeaderOnly, LeaderOnlyEventName } from '.';

// A plugin's own events, added by declaration merging: one every window may emit, one only the leader's bus carries.
declare module '.' {
  interface BusEvents {
    'busTest:local': { id: string };
  }
  interface LeaderBusEvents {
    'busTest:fromHub': LeaderOnly<{ id: string }>;
  }
}

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Holds<T extends true> = T;

/** The types say which events only the leader window hears; plugins' events merge into the one map. */
export type BusTypeChecks = [
  Holds<Equal<Extract<LeaderOnlyEventName, 'hub:newMessageQueue'>, 'hub:newMessageQueue'>>,
  Holds<Equal<Extract<LeaderOnlyEventName, 'hub:reconnected'>, 'hub:reconnected'>>,
  Holds<Equal<Extract<LeaderOnlyEventName, 'busTest:fromHub'>, 'busTest:fromHub'>>,
  Holds<Equal<Extract<LeaderOnlyEventName, 'session:started' | 'session:ended' | 'window:popOut' | 'busTest:local'>, never>>,
  Holds<Equal<keyof LeaderBusEvents extends keyof BusEvents ? true : false, true>>,
];
