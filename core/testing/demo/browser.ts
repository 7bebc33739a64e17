import { http } from 'msw';
import { endpoints } from '../../api/endpoints';
import { getConfig } from '../../config';
import type { BackendConfig } from './backend/wire';
import type { BackendClient } from './browser/BackendClient';
import { type DemoWorkers, openBackend } from './browser/openBackend';
import { remoteControl } from './browser/remoteControl';
import type { DemoControl } from './control';
import { absoluteUrl, apiUrl } from './handlers/urls';
import { HubEmulator } from './hub/HubEmulator';

export type { DemoControl } from './control';
export type { DemoWorkers } from './browser/openBackend';

let started: Promise<DemoControl> | undefined;

/**
 * Starts the embedded demo contact centre for this window: the contact centre itself runs in a
 * SharedWorker (one for every window of the browser, saved in IndexedDB), and msw's service
 * worker hands it this window's REST calls; the SignalR hub emulator holds this window's hub
 * socket and speaks the hub events the backend pushes. Installs `window.tesseraDemo`. Await it
 * BEFORE the app makes requests or opens its hub connection. Calling it again returns the same.
 *
 * `seed` only matters for the first window of a browser profile: later windows (and reloads)
 * find the stored demo (use `tesseraDemo.reset(seed)` to reseed). `workers` makes the backend's
 * worker (the app's entry, which registers the features' demo slices); without it the backend
 * runs in the page. Register the slices (slices.ts) in this window too, before this.
 */
export function startDemo(options: { seed?: number; workers?: DemoWorkers } = {}): Promise<DemoControl> {
  started ??= boot(options.seed, options.workers).catch((error: unknown) => {
    started = undefined; // Let a later call try again.
    throw error;
  });
  return started;
}

async function boot(seed?: number, workers?: DemoWorkers): Promise<DemoControl> {
  const { setupWorker } = await import('msw/browser');
  const config = getConfig();
  const backendConfig: BackendConfig = {
    clientsApiUrl: absoluteUrl(config.clientsApiUrl),
    messagesApiUrl: absoluteUrl(config.messagesApiUrl),
    product: config.product,
    slug: config.slug,
    origin: location.origin,
  };
  const { client, kind } = await openBackend(backendConfig, seed, workers);
  if (kind !== 'shared-worker') console.info(`[tessera-demo] the demo contact centre runs as a ${kind} in this browser: windows do not share it`);

  const hub = new HubEmulator({
    hubUrl: absoluteUrl(apiUrl(endpoints.hub(config.product))),
    authenticate: (token) => client.authenticate(token),
    greet: async () => [{ target: 'featuresChanged', payload: { features: await client.call('features', []) } }],
  });
  client.events.on('hub', (events) => events.forEach((event) => hub.deliver(event)));
  client.events.on('drop', (downForMs) => hub.dropConnection(downForMs));
  addEventListener('pagehide', (event) => {
    if (!event.persisted) client.bye();
  });

  // The hub's negotiate comes first; then every call to the API bases goes to the backend.
  const worker = setupWorker(...hub.handlers, forwardApiCalls(client, [backendConfig.clientsApiUrl, backendConfig.messagesApiUrl]));
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
  await ensureControlled();

  const control = remoteControl(client);
  window.tesseraDemo = control;
  return control;
}

/** Calls under one of `bases` are answered by the backend; anything else goes to the network. */
function forwardApiCalls(client: BackendClient, bases: readonly string[]) {
  const prefixes = bases.map((base) => `${base.replace(/\/+$/, '')}/`);
  return http.all('*', ({ request }) => (prefixes.some((prefix) => request.url.startsWith(prefix)) ? client.fetch(request) : undefined));
}

const RELOADED_FOR_WORKER = 'tessera-demo:reloaded-for-worker';

/**
 * msw's service worker unregisters itself when the page it serves closes and no other page is
 * left; a reload can lose that race and come up with no worker in control, every call going to
 * the static server. Wait a moment for control, and else reload once (the fresh registration
 * then takes the page).
 */
async function ensureControlled(timeoutMs = 3_000): Promise<void> {
  const container = navigator.serviceWorker;
  if (!container.controller) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      container.addEventListener('controllerchange', () => (clearTimeout(timer), resolve()), { once: true });
    });
  }
  if (container.controller) {
    sessionStorage.removeItem(RELOADED_FOR_WORKER);
    return;
  }
  if (sessionStorage.getItem(RELOADED_FOR_WORKER)) throw new Error('the demo service worker does not take this page');
  sessionStorage.setItem(RELOADED_FOR_WORKER, '1');
  location.reload();
  await new Promise<never>(() => undefined);
}
