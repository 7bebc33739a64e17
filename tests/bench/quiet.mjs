// Waiting for the page to settle, on the page's own signals: the main thread has had no long task
// (and no timer fired late) for a while. Only the public page is used, so it keeps working wherever the
// demo backend runs (in the page, or off it in a worker) and however it stores its state.

/**
 * In the page before the app (context.addInitScript): remembers when the main thread was last busy,
 * i.e. the end of the latest long task.
 */
export function quietProbe() {
  const probe = { lastBusy: 0, since: 0, beat: 0 };
  window.__benchQuiet = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.lastBusy = Math.max(probe.lastBusy, e.startTime + e.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Resolves true once the page's main thread has been quiet for `quietMs` (counted from this call at
 * the earliest): no long task, and a 100 ms heartbeat never more than 50 ms late (a stream of short
 * tasks keeps the thread as busy as one long one). False if it is still busy after `capMs`.
 */
export async function waitQuiet(page, { quietMs = 2000, capMs = 60000 } = {}) {
  await page.evaluate(() => {
    const probe = window.__benchQuiet;
    if (!probe) throw new Error('quietProbe() was not installed before the app (context.addInitScript)');
    clearInterval(probe.beat);
    probe.since = performance.now();
    let expected = probe.since + 100;
    probe.beat = setInterval(() => {
      const now = performance.now();
      if (now - expected > 50) probe.lastBusy = Math.max(probe.lastBusy, now);
      expected = now + 100;
    }, 100);
  });
  const started = Date.now();
  try {
    for (;;) {
      const quietFor = await page.evaluate(() => performance.now() - Math.max(window.__benchQuiet.lastBusy, window.__benchQuiet.since));
      if (quietFor >= quietMs) return true;
      if (Date.now() - started > capMs) return false;
      await new Promise((resolve) => setTimeout(resolve, Math.max(50, Math.min(250, quietMs - quietFor))));
    }
  } finally {
    await page.evaluate(() => clearInterval(window.__benchQuiet?.beat)).catch(() => {});
  }
}
