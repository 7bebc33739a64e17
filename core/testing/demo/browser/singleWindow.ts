/**
 * Runs `start` in only one window at a time: the one holding the Web Lock `name`. The lock is
 * released when that window closes (or `release()` is called), and the next waiting window takes
 * over. Without Web Locks (old browsers, insecure origins) this window simply runs it.
 */
export function whileHoldingLock(name: string, start: () => void, stop: () => void): { release(): void } {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) {
    start();
    return { release: stop };
  }
  const abort = new AbortController();
  let unlock: (() => void) | undefined;
  locks
    .request(name, { signal: abort.signal }, () => {
      start();
      return new Promise<void>((resolve) => {
        unlock = resolve;
      });
    })
    .catch(() => undefined); // Aborted while waiting: this window never ran it.
  return {
    release() {
      stop();
      abort.abort();
      unlock?.();
    },
  };
}
