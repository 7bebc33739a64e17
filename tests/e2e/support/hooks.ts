import { afterAll, beforeAll, beforeEach } from '@rstest/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newContext, signIn } from './browser';

/** One Chromium per test file, closed when the file is done. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  // A browser that went away during a test (it crashed) fails that test only, not the ones after it.
  beforeEach(async () => {
    if (browser && !browser.isConnected()) browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not up yet');
    return browser;
  };
}

/** A fresh browser profile with the demo agent signed in to the workspace. */
export async function signedInPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page);
  return { context, page };
}
