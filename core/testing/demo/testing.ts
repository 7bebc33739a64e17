/** Small helpers for tests against the demo. */

/** Resolves once `check()` is truthy (polling every 10 ms), rejects after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs = 2000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The absolute API bases Node tests configure (setConfig) before creating the demo server. */
export const TEST_API = {
  clientsApiUrl: 'http://tessera.test/api/clients',
  messagesApiUrl: 'http://tessera.test/api/messages',
} as const;
