// What the browser benches share: Debian's Chromium, the demo agent, signing in through the form,
// serving the demo build, and writing what was measured.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { serveStatic } from '../support/staticServer.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const AGENT = { email: 'agente@tessera.demo', password: 'Tessera#2026' };

/** Signs in through the form, as an agent would, and waits for the conversation list. */
export async function signIn(page, account = AGENT) {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Acessar atendimento' }).click();
  await page.waitForURL('**/dashboard', { timeout: 20000 });
  const list = page.getByRole('listbox', { name: 'Conversas do agente' });
  await list.waitFor({ timeout: 20000 });
  return list;
}

/**
 * In the page: what the demo's server holds, through its REST API with the signed-in agent's token,
 * as the app itself asks for it (core/api/endpoints.ts): every conversation of the agent with its
 * last message, and, for `threadId`, every message of that conversation (paging back through
 * GET message?conversationId=&page=&qtd=15 until the end-of-history item or a short page).
 */
export async function serverTruthInPage({ threadId } = {}) {
  const config = window.tesseraConfig ?? {};
  const base = `${String(config.messagesApiUrl || '/api/messages').replace(/\/$/, '')}/${config.product || 'tessera'}-messages`;
  const token = JSON.parse(localStorage.getItem('state') ?? '{}').session?.authorization;
  if (!token) throw new Error('no session token in the saved state');
  const get = async (path) => {
    const res = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return (await res.json()).data;
  };
  const conversations = {};
  for (const c of await get('/conversation')) {
    conversations[c.conversationId] = {
      name: c.consumer.displayName || c.consumer.name,
      status: c.status,
      last: c.lastMessage ? { by: c.lastMessage.by, text: c.lastMessage.text } : null,
    };
  }
  let thread;
  if (threadId) {
    thread = [];
    for (let page = 1; page <= 1000; page++) {
      const { messages } = await get(`/message?conversationId=${encodeURIComponent(threadId)}&page=${page}&qtd=15`);
      const real = messages.filter((m) => m.type !== 'eof');
      thread.unshift(...real.map((m) => ({ id: m._id, by: m.by, text: m.text })));
      if (real.length < messages.length || real.length < 15) break;
    }
  }
  return { conversations, thread };
}

const twoDecimals = (n) => Math.round(n * 100) / 100;

/**
 * Serves the demo build, launches Chromium, runs `measure({ browser, baseUrl })`, and adds the
 * machine (cores, 1-minute load before and after) to what it measured: a busy machine reads slower.
 */
export async function measureOnDemo(distPath, measure) {
  const port = Number(process.env.BENCH_PORT ?? 4410);
  const server = await serveStatic(distPath, port, port + 89);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const loadBefore = loadavg()[0];
    const measured = await measure({ browser, baseUrl: server.url });
    return { ...measured, machine: { cores: availableParallelism(), loadAverage1m: [twoDecimals(loadBefore), twoDecimals(loadavg()[0])] } };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Writes a bench's figures, with its goals, to `<resultsDir>/<name>.json`, and says where. */
export function writeResults(resultsDir, name, goal, report) {
  mkdirSync(resultsDir, { recursive: true });
  const out = resolve(resultsDir, `${name}.json`);
  writeFileSync(out, `${JSON.stringify({ generatedAt: new Date().toISOString(), goal, ...report }, null, 2)}\n`);
  console.log(`written ${out.replace(`${process.cwd()}/`, '')}`);
}
