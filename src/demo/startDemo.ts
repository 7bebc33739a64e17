import './slices';
import { type DemoControl, startDemo } from '../../core/testing/demo/browser';

/**
 * Starts this window's demo contact centre with the features' slices registered, its backend in
 * the app's worker (./demo.worker.ts): one SharedWorker for every window of the browser, else a
 * worker of this window, else the page itself.
 */
export function startTesseraDemo(): Promise<DemoControl> {
  return startDemo({
    workers: {
      // extendedLifetime: the worker outlives a reload (or a redirect), so the next page finds the
      // same contact centre and nothing it was still saving is cut short.
      shared: () => new SharedWorker(new URL('./demo.worker.ts', import.meta.url), { name: 'tessera-demo', extendedLifetime: true } as WorkerOptions),
      dedicated: () => new Worker(new URL('./demo.worker.ts', import.meta.url), { name: 'tessera-demo' }),
    },
  });
}
