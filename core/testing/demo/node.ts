import type { SetupServer } from 'msw/node';
import { getConfig } from '../../config';
import { endpoints } from '../../api/endpoints';
import { createControl, type DemoControl } from './control';
import { createHttpHandlers, demoLatency, noLatency } from './handlers';
import { absoluteUrl, apiUrl } from './handlers/urls';
import { ModelHost } from './host';
import { HubEmulator } from './hub/HubEmulator';
import type { Clock } from './model/clock';
import { DemoModel } from './model/DemoModel';

export type { DemoControl } from './control';

export type DemoServerOptions = {
  seed?: number;
  /** 0 (default) answers at once; a range adds a deterministic delay like the browser demo. */
  latency?: 0 | { min: number; max: number };
  clock?: Clock;
  /** Hub server pings (default 5 s). */
  pingIntervalMs?: number;
};

export type DemoServer = {
  /** msw server, NOT yet listening: call `server.listen()` in beforeAll (you pick onUnhandledRequest). */
  server: SetupServer;
  model: DemoModel;
  host: ModelHost;
  control: DemoControl;
  hub: HubEmulator;
  /** Closes the server and the hub's sockets and timers. */
  dispose(): void;
};

/**
 * The demo contact centre for Node tests. Call setConfig({ clientsApiUrl, messagesApiUrl }) with
 * absolute URLs (e.g. http://tessera.test/api/clients) BEFORE this: handler URLs are fixed here.
 *
 * It also installs `globalThis.WebSocket` (from `ws`) if the runtime has none, so that msw can patch
 * it on listen(); a SignalR client must then get `WebSocket: globalThis.WebSocket` read AFTER listen().
 */
export async function createDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  if (typeof globalThis.WebSocket === 'undefined') {
    const { WebSocket } = await import('ws');
    globalThis.WebSocket = WebSocket as unknown as typeof globalThis.WebSocket;
  }
  const { setupServer } = await import('msw/node');
  const model = new DemoModel({
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.clock ? { clock: options.clock } : {}),
    slug: getConfig().slug,
    origin: 'http://tessera.test',
  });
  const host = new ModelHost(model);
  const hub = new HubEmulator({
    hubUrl: absoluteUrl(apiUrl(endpoints.hub(getConfig().product))),
    authenticate: (token) => host.read((m) => m.userForToken(token)?.id),
    greet: () => [{ target: 'featuresChanged', payload: { features: host.read((m) => m.features()) } }],
    ...(options.pingIntervalMs ? { pingIntervalMs: options.pingIntervalMs } : {}),
  });
  host.events.on('hub', (event) => hub.deliver(event));
  const latency = options.latency ? demoLatency(options.latency.min, options.latency.max) : noLatency;
  const server = setupServer(...createHttpHandlers(host, latency), ...hub.handlers);
  const control = createControl(host, (downForMs) => hub.dropConnection(downForMs));
  return {
    server,
    model,
    host,
    control,
    hub,
    dispose: () => {
      hub.dispose();
      server.close();
    },
  };
}
