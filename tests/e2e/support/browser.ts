import type {} from '../../../core/testing/demo/control';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium, never a downloaded one; the flags keep it off the closed network. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const baseUrl = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4310';
export const artifacts = resolve(process.cwd(), 'tests/e2e/artifacts');

/** Debian's Chromium with the shared flags, and any a test file needs on top (a fake microphone...). */
export async function launch(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...ARGS, ...extraArgs] });
}

export async function newContext(browser: Browser, options: { locale?: string } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: options.locale ?? 'pt-BR',
    permissions: ['clipboard-read', 'clipboard-write'],
    baseURL: baseUrl(),
  });
  return context;
}

/** Keeps a screenshot of what the user saw, as a test artefact. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: resolve(artifacts, `${name}.png`) });
}

export const AGENT = { email: 'agente@tessera.demo', password: 'Tessera#2026' };

/** Signs in through the form, as an agent would, and waits for the workspace. */
export async function signIn(page: Page, account = AGENT): Promise<void> {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Acessar atendimento' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('listbox', { name: 'Conversas do agente' }).waitFor();
}

/** The demo control API of the page (window.tesseraDemo). */
export function demo(page: Page) {
  return {
    newConversation: (options: { channel?: string; skillId?: string; aiSummary?: boolean } = {}) =>
      page.evaluate((o) => window.tesseraDemo!.newConversation(o), options),
    consumerSends: (id: string, text: string) => page.evaluate(([i, t]) => window.tesseraDemo!.consumerSends(i!, t!), [id, text]),
    dropConnection: () => page.evaluate(() => window.tesseraDemo!.dropConnection()),
    setPluginEnabled: (id: string, on: boolean) => page.evaluate(([i, o]) => window.tesseraDemo!.setPluginEnabled(i as string, o as boolean), [id, on]),
    pause: () => page.evaluate(() => window.tesseraDemo!.pause()),
    reset: () => page.evaluate(() => window.tesseraDemo!.reset()),
  };
}

/** The consumer name of a conversation, once the workspace holds it (read from the saved state). */
export async function consumerOf(page: Page, conversationId: string): Promise<string> {
  const handle = await page.waitForFunction(
    (cid) => (JSON.parse(localStorage.getItem('state') ?? '{}') as { conversations?: Record<string, { consumer: { name: string } }> }).conversations?.[cid]?.consumer.name,
    conversationId,
  );
  return (await handle.jsonValue()) as string;
}

/** The id of the open conversation, once the saved state says the one of `consumer` is open. */
export async function selectedConversation(page: Page, consumer: string): Promise<string> {
  const handle = await page.waitForFunction((name) => {
    const state = JSON.parse(localStorage.getItem('state') ?? '{}') as {
      selectedConversationId?: string;
      conversations?: Record<string, { consumer: { name: string; displayName?: string } }>;
    };
    const id = state.selectedConversationId;
    const open = id ? state.conversations?.[id] : undefined;
    return open && (open.consumer.displayName || open.consumer.name) === name ? id : undefined;
  }, consumer);
  return (await handle.jsonValue()) as string;
}
