import { CompanyRelay } from './companyRelay';
import { DemoBackend } from './DemoBackend';
import type { RecordStore } from '../../../storage/recordStore';
import type { PortLike, ToBackend } from './wire';

type Hello = Extract<ToBackend, { kind: 'hello' }>;

/**
 * Serves windows, each over its own port, from one backend: the first window's hello starts it
 * (its configuration and seed; a stored demo wins over the seed). A window's messages are handled
 * in the order it sent them, including those sent while the backend was still starting.
 */
export function createBackendServer(start: (hello: Hello) => Promise<DemoBackend>): (port: PortLike) => void {
  let backend: Promise<DemoBackend> | undefined;
  return (port) => {
    let ready: DemoBackend | undefined;
    const early: ToBackend[] = [];
    port.addEventListener('message', (event: MessageEvent) => {
      const message = event.data as ToBackend;
      if (ready) {
        void ready.handle(port, message);
        return;
      }
      early.push(message);
      if (message.kind !== 'hello') return;
      backend ??= start(message);
      backend.then(
        (started) => {
          ready ??= started;
          early.splice(0).forEach((m) => void started.handle(port, m));
        },
        (error: unknown) => console.error('[tessera-demo] the demo backend could not start', error),
      );
    });
    port.start?.();
  };
}

/** The IndexedDB database the demo contact centre lives in between visits. */
const DEMO_DATABASE = 'tessera-demo';

/** The browser's backend: saved in `openStore()` (IndexedDB), alive with its simulation, its company shared with the other browsers. */
export function browserBackendServer(openStore: (database: string) => Promise<RecordStore | undefined>): (port: PortLike) => void {
  return createBackendServer(async ({ config, seed }) => {
    const backend = await DemoBackend.create(config, { seed, store: await openStore(DEMO_DATABASE) });
    // The company's settings are the demo server's, shared by every browser it serves, before any window asks.
    await CompanyRelay.join(backend.host, config.origin);
    return backend;
  });
}
