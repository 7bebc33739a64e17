import type { ModelHost } from '../host';
import type { HubEmulator } from '../hub/HubEmulator';
import type { DemoHubEvent } from '../model/types';

export const DEMO_CHANNEL = 'tessera-demo';

type WireMessage = { kind: 'hub'; event: DemoHubEvent } | { kind: 'drop'; downForMs?: number };
type HubLike = Pick<HubEmulator, 'deliver' | 'dropConnection'>;
type ChannelLike = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null;
};

/**
 * Only one window (the app's leader) holds the hub socket, but a change can happen in any window.
 * So each window delivers its own hub events to its own sockets AND broadcasts them; every other
 * window delivers what it hears to its sockets. Same for dropping connections.
 */
export function linkWindows(host: ModelHost, hub: HubLike, channel: ChannelLike = new BroadcastChannel(DEMO_CHANNEL)) {
  const publish = (event: DemoHubEvent) => {
    hub.deliver(event);
    channel.postMessage({ kind: 'hub', event } satisfies WireMessage);
  };
  host.events.on('hub', publish);
  channel.onmessage = (message: MessageEvent) => {
    const data = message.data as WireMessage | undefined;
    if (data?.kind === 'hub') hub.deliver(data.event);
    else if (data?.kind === 'drop') hub.dropConnection(data.downForMs);
  };
  return {
    /** Drops the hub sockets of every window (and keeps them down for `downForMs`). */
    dropEverywhere(downForMs?: number): void {
      hub.dropConnection(downForMs);
      channel.postMessage({ kind: 'drop', downForMs } satisfies WireMessage);
    },
    dispose(): void {
      host.events.off('hub', publish);
      channel.onmessage = null;
      channel.close();
    },
  };
}
