import type { BackendConfig, PortLike } from '../backend/wire';
import { BackendClient } from './BackendClient';

export type BackendKind = 'shared-worker' | 'worker' | 'page';

/** A backend that has not said hello by then is given up on for the next way of running it. */
const HELLO_TIMEOUT_MS = 10_000;

type Opened = { port: PortLike; failed: Promise<never> };

/**
 * The demo backend's worker, made by the app (src/demo): its entry registers the installed
 * features' demo slices before serving, which the core cannot name.
 */
export interface DemoWorkers {
  /** One contact centre for every window of the browser; `extendedLifetime` lets it outlive a reload. */
  shared(): SharedWorker;
  /** The one window's own. */
  dedicated(): Worker;
}

/**
 * The ways of running the demo backend, best first: a SharedWorker (one contact centre for every
 * window of the browser, off every page's main thread), a dedicated worker (off the main thread,
 * one per window), and the page itself where workers are missing or refused (or not given).
 */
const ways = (workers: DemoWorkers | undefined): Record<BackendKind, { available(): boolean; open(): Promise<Opened> }> => ({
  'shared-worker': {
    available: () => typeof SharedWorker === 'function' && workers !== undefined,
    open: async () => {
      const worker = workers!.shared();
      return { port: worker.port, failed: failureOf(worker) };
    },
  },
  worker: {
    available: () => typeof Worker === 'function' && workers !== undefined,
    open: async () => {
      const worker = workers!.dedicated();
      return { port: worker, failed: failureOf(worker) };
    },
  },
  page: {
    available: () => typeof MessageChannel === 'function',
    open: async () => {
      const [{ browserBackendServer }, { indexedDbRecordStore }] = await Promise.all([import('../backend/serve'), import('../../../storage/recordStore')]);
      const channel = new MessageChannel();
      browserBackendServer(indexedDbRecordStore)(channel.port1);
      return { port: channel.port2, failed: new Promise<never>(() => undefined) };
    },
  },
});

function failureOf(target: { addEventListener(type: 'error', listener: (event: Event) => void): void }): Promise<never> {
  return new Promise<never>((_, reject) => target.addEventListener('error', () => reject(new Error('the worker failed to start'))));
}

async function helloWithin(client: BackendClient, failed: Promise<never>, config: BackendConfig, seed: number | undefined): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${HELLO_TIMEOUT_MS} ms`)), HELLO_TIMEOUT_MS);
  });
  try {
    await Promise.race([client.hello(config, seed), failed, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Connects this window to the demo backend, the best way the browser allows. */
export async function openBackend(
  config: BackendConfig,
  seed?: number,
  workers?: DemoWorkers,
  kinds: readonly BackendKind[] = ['shared-worker', 'worker', 'page'],
): Promise<{ client: BackendClient; kind: BackendKind }> {
  const available = ways(workers);
  for (const kind of kinds) {
    if (!available[kind].available()) continue;
    try {
      const { port, failed } = await available[kind].open();
      const client = new BackendClient(port);
      await helloWithin(client, failed, config, seed);
      return { client, kind };
    } catch (error) {
      console.warn(`[tessera-demo] the demo backend could not run as a ${kind}; trying the next way`, error);
    }
  }
  throw new Error('the demo backend could not start');
}
