import { logger } from '../logger';

/**
 * When to run the next slice of queued hub work. While the page is shown: just before the next
 * frame, so everything that arrived since the last one renders once. While it is hidden (the
 * leader window behind a popped-out tile) frames stop altogether and timers are throttled to
 * once a second or a minute, so the work goes to the next task through a MessageChannel, which
 * browsers do not throttle: a hidden leader still keeps every window current.
 */
export function nextFrame(run: () => void): void {
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState === 'visible') {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      run();
    };
    const frame = requestAnimationFrame(once);
    // Hidden before that frame came: it never will, so do not wait for it.
    const fallback = setTimeout(once, 100);
    return;
  }
  nextTask(run);
}

let port: MessagePort | undefined;
const tasks: (() => void)[] = [];

/** The next task, unthrottled; a timeout where there is no MessageChannel. */
export function nextTask(run: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(run, 0);
    return;
  }
  tasks.push(run);
  if (tasks.length > 1) return;
  if (!port) {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      for (const task of tasks.splice(0)) {
        try {
          task();
        } catch (error) {
          logger.error('[hub] queued work failed', error);
        }
      }
    };
    // Node (tests): an open port would keep the process alive.
    (channel.port1 as { unref?: () => void }).unref?.();
    port = channel.port2;
  }
  port.postMessage(null);
}
