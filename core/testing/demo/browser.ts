import { endpoints } from '../../api/endpoints';
import { getConfig } from '../../config';
import { linkWindows } from './browser/crossWindow';
import { whileHoldingLock } from './browser/singleWindow';
import { createControl, type DemoControl } from './control';
import { createHttpHandlers, demoLatency } from './handlers';
import { absoluteUrl, apiUrl } from './handlers/urls';
import { ModelHost, type StorageLike } from './host';
import { HubEmulator } from './hub/HubEmulator';
import { DemoModel } from './model/DemoModel';
import { Simulation } from './simulation/Simulation';

export type { DemoControl } from './control';

export const SIMULATION_LOCK = 'tessera-demo-simulation';

let started: Promise<DemoControl> | undefined;

/**
 * Starts the embedded demo contact centre in this window: msw's service worker serving the REST
 * API, the SignalR hub emulator, the model shared with the other windows through localStorage, and
 * (in one window at a time) the simulation. Installs `window.tesseraDemo`. Await it BEFORE the app
 * makes requests or opens its hub connection. Calling it again returns the same control.
 *
 * `seed` only matters for the first window of a browser profile: later windows adopt the stored
 * demo (use `tesseraDemo.reset(seed)` to reseed).
 */
export function startDemo(options: { seed?: number } = {}): Promise<DemoControl> {
  started ??= boot(options.seed).catch((error: unknown) => {
    started = undefined; // Let a later call try again.
    throw error;
  });
  return started;
}

async function boot(seed?: number): Promise<DemoControl> {
  const { setupWorker } = await import('msw/browser');
  const config = getConfig();
  const model = new DemoModel({ ...(seed === undefined ? {} : { seed }), slug: config.slug, origin: location.origin });
  const host = new ModelHost(model, localStorageOrNothing());
  host.read(() => undefined); // Adopt the other windows' demo, or publish ours.

  const hub = new HubEmulator({
    hubUrl: absoluteUrl(apiUrl(endpoints.hub(config.product))),
    authenticate: (token) => host.read((m) => m.userForToken(token)?.id),
  });
  const windows = linkWindows(host, hub);
  const worker = setupWorker(...createHttpHandlers(host, demoLatency()), ...hub.handlers);
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });

  const simulation = new Simulation(host);
  whileHoldingLock(SIMULATION_LOCK, () => simulation.start(), () => simulation.stop());

  const control = createControl(host, (downForMs) => windows.dropEverywhere(downForMs));
  window.tesseraDemo = control;
  return control;
}

/** localStorage can be missing or throw (privacy modes): then this window keeps its own model. */
function localStorageOrNothing(): StorageLike | undefined {
  try {
    const storage = window.localStorage;
    storage.getItem('tessera-demo:probe');
    return storage;
  } catch {
    return undefined;
  }
}
