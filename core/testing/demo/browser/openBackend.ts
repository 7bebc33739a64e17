import type { BackendConfig, PortLike } from '../backend/wire';
import { BackendClient } from './BackendClient';

export type BackendKind = 'shared-worker' | 'worker' | 'page';

/** A backend that has not said hello by then is given up on for the next way of running it. */
const HELLO_TIMEOUT_MS = 10_000;

type Opened = { port: PortLike; failed: Promise<never> };

/**
 * The ways of running the demo backend, best first: a SharedWorker (one contact centre for every
 * window of the browser, off every page's main thread), a dedicated worker (off the main thread,
 * one per window), and the page itself where workers are missing or refused.
 */
const ways: Record<BackendKind, { available(): boolean; open(): Promise<Opened> }> = {
  'shared-worker': {
    available: () => typeof SharedWorker === 'function',
    open: async () => {
      // extendedLifetime: the worker outlives a reload (or a redirect), so the next page finds the
      // same contact centre and nothing it was still saving is cut short.
      const worker = new SharedWorker(new URL('../backend/demo.worker.ts', import.meta.url), { name: 'tessera-demo', extendedLifetime: true } as WorkerOptions);
      return { port: worker.port, failed: failureOf(worker) };
    },
  },
  worker: {
    available: () => typeof Worker === 'function',
    open: async () => {
      const worker = new Worker(new URL('../backend/demo.worker.ts', import.meta.url), { name: 'tessera-demo' });
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
};

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
export async function openBackend(config: BackendConfig, seed?: number, kinds: readonly BackendKind[] = ['shared-worker', 'worker', 'page']): Promise<{ client: BackendClient; kind: BackendKind }> {
  for (const kind of kinds) {
    if (!ways[kind].available()) continue;
    try {
      const { port, failed } = await ways[kind].open();
      const client = new BackendClient(port);
      await helloWithin(client, failed, config, seed);
      return { client, kind };
    } catch (error) {
      console.warn(`[tessera-demo] the demo backend could not run as a ${kind}; trying the next way`, error);
    }
  }
  throw new Error('the demo backend could not start');
}
