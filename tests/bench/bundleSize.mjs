import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** Debian's Chromium, never a downloaded one; the flags keep it off the closed network (as in tests/e2e). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const AGENT = { email: 'agente@tessera.demo', password: 'Tessera#2026' };
/** A route is "loaded" once no new JS has arrived for this long (lazy tiles and plugins come late). */
const QUIET_MS = 1500;
const QUIET_CAP_MS = 15000;

/** Bytes on disk and gzip (zlib default level) of one built file. */
export function sizeOf(bytes) {
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
}

const total = (files) => ({
  files: files.length,
  raw: files.reduce((n, f) => n + f.raw, 0),
  gzip: files.reduce((n, f) => n + f.gzip, 0),
});

/**
 * Why a file the demo loaded is left out: production ships none of it. mockServiceWorker.js is
 * msw's worker; the others are chunks build.mjs found to be demo-only (or, failing stats, named "demo").
 */
function demoReason(file, chunks) {
  if (basename(file) === 'mockServiceWorker.js') return 'msw service worker';
  const chunk = chunks[file];
  if (chunk?.demoOnly) return `demo-only chunk (${chunk.origins.join('; ') || 'named demo'})`;
  if (!chunk && basename(file).includes('demo')) return 'named demo';
  return undefined;
}

/** Every JS file the context fetched (page, workers, service worker), once each, as dist paths. */
function watchJs(context, onJs) {
  const seen = new Map();
  context.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    if (!url.pathname.endsWith('.js') && !type.includes('javascript')) return;
    const file = decodeURIComponent(url.pathname).replace(/^\//, '');
    if (!seen.has(file)) seen.set(file, response);
    onJs();
  });
  return seen;
}

async function quiet(page, lastJsAt) {
  const started = Date.now();
  while (Date.now() - Math.max(lastJsAt(), started) < QUIET_MS && Date.now() - started < QUIET_CAP_MS) {
    await page.waitForTimeout(250);
  }
}

/** Sizes the files in `seen` that are not yet in `before`, split into counted and excluded. */
async function sizeLoaded(seen, before, { distRoot, chunks, production }) {
  const counted = [];
  const excluded = [];
  for (const [file, response] of seen) {
    if (before.has(file)) continue;
    const onDisk = join(distRoot, file);
    // Prefer the built file; a response body only for something not in dist (should not happen).
    const bytes = existsSync(onDisk) ? readFileSync(onDisk) : await response.body();
    const entry = { file, ...sizeOf(bytes) };
    const reason = demoReason(file, chunks);
    if (reason) excluded.push({ ...entry, reason });
    else counted.push({ ...entry, sameInProduction: production.has(file) });
  }
  counted.sort((a, b) => b.gzip - a.gzip);
  excluded.sort((a, b) => b.gzip - a.gzip);
  return { counted, excluded };
}

/**
 * Opens /signin in a fresh context, then signs in as an agent would and waits for the
 * dashboard; sizes the JS loaded at each step, demo code left out.
 */
export async function measureRoutes({ baseUrl, distRoot, chunks, productionRoot, failureShot }) {
  const production = new Set(listJs(productionRoot));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const pageErrors = [];
  try {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'pt-BR', viewport: { width: 1440, height: 900 } });
    let lastJsAt = Date.now();
    const seen = watchJs(context, () => (lastJsAt = Date.now()));
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    try {
      await page.goto('/signin');
      await page.getByRole('textbox', { name: 'E-mail' }).waitFor();
      await quiet(page, () => lastJsAt);
      const signin = await sizeLoaded(seen, new Set(), { distRoot, chunks, production });
      const atSignin = new Set(seen.keys());

      await page.getByRole('textbox', { name: 'E-mail' }).fill(AGENT.email);
      await page.getByLabel('Senha', { exact: true }).fill(AGENT.password);
      await page.getByRole('button', { name: 'Acessar atendimento' }).click();
      await page.waitForURL('**/dashboard', { timeout: 20000 });
      await page.getByRole('listbox', { name: 'Conversas do agente' }).waitFor({ timeout: 20000 });
      await quiet(page, () => lastJsAt);
      const extra = await sizeLoaded(seen, atSignin, { distRoot, chunks, production });
      const session = await sizeLoaded(seen, new Set(), { distRoot, chunks, production });

      return {
        signin: { total: total(signin.counted), files: signin.counted },
        dashboard: {
          total: total(session.counted),
          files: session.counted,
          extraBeyondSignin: { total: total(extra.counted), files: extra.counted },
        },
        excluded: session.excluded.map((e) => ({ ...e, loadedAt: atSignin.has(e.file) ? '/signin' : '/dashboard' })),
        pageErrors,
      };
    } catch (error) {
      if (failureShot) await page.screenshot({ path: failureShot }).catch(() => {});
      throw new Error(`bundle-size walk failed at ${page.url()}: ${error.message}`, { cause: error });
    }
  } finally {
    await browser.close();
  }
}

/** Every .js file under a dist root, as dist-relative paths. */
export function listJs(root) {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.js'))
    .map((d) => relative(root, join(d.parentPath ?? d.path, d.name)));
}

/** The production build: all the JS it ships, and whether any demo code got in. */
export function productionReport(root, chunks) {
  const files = listJs(root)
    .map((file) => ({ file, ...sizeOf(readFileSync(join(root, file))), demoOnly: Boolean(demoReason(file, chunks)) }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    total: total(files),
    files,
    hasMockServiceWorker: existsSync(join(root, 'mockServiceWorker.js')),
    // Emitted but never loaded in production (DemoPanelSlot returns null there); listed so it stays visible.
    demoOnlyFiles: files.filter((f) => f.demoOnly).map((f) => f.file),
  };
}
