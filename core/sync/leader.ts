/**
 * One window of the browser leads: it holds the hub connection and the timers that talk to
 * the server, the others mirror it (DESIGN §4). Web Locks hand leadership to a waiting window
 * the moment the leader closes. Without Web Locks every window leads on its own.
 */
export function electLeader(name: string, lead: () => () => void): () => void {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) {
    const resign = lead();
    return resign;
  }
  const controller = new AbortController();
  let release: (() => void) | undefined;
  let resign: (() => void) | undefined;
  locks
    .request(name, { signal: controller.signal }, () => {
      resign = lead();
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    })
    .catch(() => {
      // Aborted while waiting: this window closed or signed out before it ever led.
    });
  return () => {
    controller.abort();
    resign?.();
    release?.();
  };
}
