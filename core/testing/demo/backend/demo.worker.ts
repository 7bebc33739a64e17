import './memoryLocalStorage';
import { indexedDbRecordStore } from '../../../storage/recordStore';
import { browserBackendServer } from './serve';
import type { PortLike } from './wire';

/**
 * The demo contact centre's worker: as a SharedWorker, one backend for every window of the
 * browser (each connects through its own port); as a dedicated worker, the backend of the one
 * window that started it (browsers without SharedWorker).
 */
const serveWindow = browserBackendServer(indexedDbRecordStore);
const scope = globalThis as unknown as PortLike & { onconnect?: unknown; addEventListener(type: 'connect', listener: (event: MessageEvent) => void): void };

if ('onconnect' in scope) {
  scope.addEventListener('connect', (event: MessageEvent) => serveWindow(event.ports[0]!));
} else {
  serveWindow(scope);
}
