import { listen, post, windowId } from '../sync/channel';

/**
 * Pop-out windows, of a tile or a dock widget (/undock/<id>). An undocked window holds a Web Lock
 * named after what it shows for as long as it is open, so any window can tell which tiles are out (even after a reload) and learns
 * the moment one closes, with no polling. Without Web Locks, windows announce opening and
 * closing (pagehide) on the channel instead.
 */
const LOCK_PREFIX = 'tessera-undock:';

export function undockUrl(tileId: string): string {
  return `/undock/${encodeURIComponent(tileId)}`;
}

/** Opens a tile or dock widget in its own window; null when the browser blocked the pop-up. */
export function openUndocked(tileId: string): Window | null {
  const features = 'popup,width=960,height=760';
  return window.open(undockUrl(tileId), `tessera-${tileId}`, features);
}

/** Called by the undocked window: holds its lock until the window closes. */
export function holdUndockedTile(tileId: string): () => void {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  let release: (() => void) | undefined;
  locks
    ?.request(LOCK_PREFIX + tileId, () => {
      post({ kind: 'command', name: 'undock:opened', args: tileId, from: windowId });
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    })
    .catch(() => undefined);
  if (!locks) post({ kind: 'command', name: 'undock:opened', args: tileId, from: windowId });
  const stopListening = listen((message) => {
    if (message.kind === 'command' && message.name === 'undock:return' && message.args === tileId) window.close();
  });
  const announceClose = () => post({ kind: 'command', name: 'undock:closed', args: tileId, from: windowId });
  window.addEventListener('pagehide', announceClose);
  return () => {
    window.removeEventListener('pagehide', announceClose);
    stopListening();
    release?.();
  };
}

/** Asks the window showing a tile to close, which returns the tile to the workspace. */
export function returnUndockedTile(tileId: string): void {
  post({ kind: 'command', name: 'undock:return', args: tileId, from: windowId });
}

/**
 * Watches which tiles are undocked. Calls `onChange(tileId, undocked)` as windows open and close.
 */
export function watchUndockedTiles(onChange: (tileId: string, undocked: boolean) => void): () => void {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const watching = new Map<string, AbortController>();

  const watch = (tileId: string) => {
    if (watching.has(tileId)) return;
    onChange(tileId, true);
    const controller = new AbortController();
    watching.set(tileId, controller);
    if (!locks) return;
    // Granted only once the undocked window let go of the lock: it closed.
    locks
      .request(LOCK_PREFIX + tileId, { signal: controller.signal }, async () => {
        watching.delete(tileId);
        onChange(tileId, false);
      })
      .catch(() => undefined);
  };

  void locks?.query().then((state) => {
    for (const held of state.held ?? []) if (held.name?.startsWith(LOCK_PREFIX)) watch(held.name.slice(LOCK_PREFIX.length));
  });

  const stop = listen((message) => {
    if (message.kind !== 'command' || typeof message.args !== 'string') return;
    if (message.name === 'undock:opened') watch(message.args);
    if (message.name === 'undock:closed' && !locks) {
      watching.delete(message.args);
      onChange(message.args, false);
    }
  });

  return () => {
    stop();
    for (const controller of watching.values()) controller.abort();
    watching.clear();
  };
}
