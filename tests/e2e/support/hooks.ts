import { afterAll, beforeAll } from '@rstest/core';
import type { Browser } from 'playwright-core';
import { launch } from './browser';

/** One Chromium per test file, closed when the file is done. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not up yet');
    return browser;
  };
}
