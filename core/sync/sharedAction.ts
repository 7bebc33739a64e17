import { listen, post, windowId } from './channel';

const appliers = new Map<string, (payload: never) => void>();
let listening = false;

function ensureListening(): void {
  if (listening) return;
  listening = true;
  listen((message) => {
    if (message.kind !== 'action') return;
    appliers.get(message.name)?.(message.payload as never);
  });
}

/**
 * A state change every window of the browser applies: run here, then replayed in the other
 * windows with the same payload. Appliers must be deterministic in their payload (pass
 * timestamps in, never read the clock inside), so all windows end in the same state.
 */
export function defineSharedAction<P>(name: string, apply: (payload: P) => void): (payload: P) => void {
  if (appliers.has(name)) throw new Error(`shared action "${name}" is defined twice`);
  appliers.set(name, apply as (payload: never) => void);
  ensureListening();
  return (payload: P) => {
    // Posted before applying: once in the store, valtio owns the payload's objects and they
    // can no longer be cloned onto the channel.
    post({ kind: 'action', name, payload, from: windowId });
    apply(payload);
  };
}
