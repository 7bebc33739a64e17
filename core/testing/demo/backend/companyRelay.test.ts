// @rstest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { createCompanyRelay, RELAY_PATH } from '../companyRelay.mjs';
import { ModelHost } from '../host';
import { ADMIN_ID, AGENT_ID, DEMO_PASSWORD } from '../model/accounts';
import type { DemoHubEvent } from '../model/types';
import { testModel } from '../model/testModel';
import { CompanyRelay } from './companyRelay';

/**
 * Two browsers of one demo server are one company: the demo contact centre lives in each
 * browser, and the server keeps the company's settings for all of them (companyRelay.mjs).
 */
let server: Server;
let origin = '';
const relays: CompanyRelay[] = [];

beforeEach(async () => {
  const relay = createCompanyRelay();
  server = createServer((req, res) => {
    if (!relay.handle(req, res)) res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  relays.splice(0).forEach((relay) => relay.stop());
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A browser's demo: its own model, signed in as `email`, the hub events it delivers, its relay. */
async function browser(email: string, at = origin) {
  const { model } = testModel();
  const host = new ModelHost(model);
  model.login(email, DEMO_PASSWORD);
  const heard: DemoHubEvent[] = [];
  host.events.on('hub', (event) => heard.push(event));
  const relay = await CompanyRelay.join(host, at, { retryMs: 10 });
  if (relay) relays.push(relay);
  return { model, host, heard, relay };
}

/** What the demo server holds now. */
async function held(): Promise<{ version: number; snapshot: { companyLayout?: unknown; plugins?: { id: string; config?: unknown }[] } | null }> {
  return (await fetch(`${origin}${RELAY_PATH}`)).json() as never;
}

const insight = (host: ModelHost) => host.read((m) => m.company.snapshot().features.find((f) => f.name === 'Insight')!);

function insightOff(host: ModelHost) {
  const features = host.read((m) => m.company.snapshot().features).map((f) => (f.name === 'Insight' ? { ...f, active: false } : f));
  host.mutate((m) => m.company.replaceFeatures(ADMIN_ID, features));
}

describe('the demo company shared by the browsers of one demo server', () => {
  it("an admin's save in one browser reaches an agent signed in in another, told by featuresChanged", async () => {
    const agent = await browser('agente@tessera.demo');
    const admin = await browser('admin@tessera.demo');
    expect(insight(agent.host).active).toBe(true);

    insightOff(admin.host);

    await expect.poll(() => insight(agent.host).active).toBe(false);
    expect(agent.heard).toContainEqual(expect.objectContaining({ userId: AGENT_ID, event: 'featuresChanged' }));
    // The history and the revision came along: the agent's browser would refuse a stale save too.
    const history = agent.host.read((m) => m.company.snapshot());
    expect(history.changes.map((c) => c.target)).toEqual([{ kind: 'feature', id: 'Insight' }]);
    expect(history.revisions.features).toBe(1);
    // Taking it in is not sent back as a change of its own.
    expect(admin.heard.filter((e) => e.event === 'featuresChanged' && e.userId === ADMIN_ID)).toHaveLength(1);
  });

  it('a browser that starts later starts from the saved default layout and plugins; a removed layout is removed everywhere', async () => {
    const admin = await browser('admin@tessera.demo');
    const layout = { tree: { direction: 'row', first: 'conversation-list.list', second: 'conversation.thread', splitPercentage: 30 }, dock: 'knowledge.panel' };
    admin.host.mutate((m) => m.company.replaceCompanyLayout(ADMIN_ID, layout));
    const plugins = admin.host.read((m) => m.company.plugins()).map((p) => (p.id === 'cockpit' ? { ...p, config: { skills: ['skl-assistencia'] } } : p));
    admin.host.mutate((m) => m.company.replacePlugins(ADMIN_ID, plugins));
    await expect.poll(async () => (await held()).snapshot?.plugins?.find((p) => p.id === 'cockpit')?.config).toEqual({ skills: ['skl-assistencia'] });

    const later = await browser('agente@tessera.demo');
    expect(later.host.read((m) => m.company.companyLayout())).toEqual(layout);
    expect(later.host.read((m) => m.company.plugins()).find((p) => p.id === 'cockpit')?.config).toEqual({ skills: ['skl-assistencia'] });

    later.heard.length = 0;
    admin.host.mutate((m) => m.company.replaceCompanyLayout(ADMIN_ID, null));
    await expect.poll(() => later.host.read((m) => m.company.companyLayout())).toBeNull();
    expect(later.heard.filter((e) => e.event === 'companyLayoutChanged' && e.userId === AGENT_ID)).toHaveLength(1);
  });

  it('once the server forgets the settings, a new browser starts from the seed; a server without the relay leaves each browser its own', async () => {
    const admin = await browser('admin@tessera.demo');
    insightOff(admin.host);
    await expect.poll(async () => (await held()).snapshot).not.toBeNull();

    await fetch(`${origin}${RELAY_PATH}`, { method: 'DELETE' });
    const fresh = await browser('agente@tessera.demo');
    expect(insight(fresh.host).active).toBe(true);

    const plain = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html>'));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    try {
      const alone = await browser('agente@tessera.demo', `http://127.0.0.1:${(plain.address() as AddressInfo).port}`);
      expect(alone.relay).toBeUndefined();
    } finally {
      await new Promise<void>((resolve) => plain.close(() => resolve()));
    }
  });

  it('settings from the server that do not read as settings are refused and the browser keeps its own', async () => {
    const agent = await browser('agente@tessera.demo');
    const before = agent.host.read((m) => m.company.snapshot());
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args[0]); // The diagnostic is expected here.
    try {
      await fetch(`${origin}${RELAY_PATH}`, { method: 'PUT', body: JSON.stringify({ snapshot: { plugins: 'all of them' } }) });
      await expect.poll(() => warnings.length).toBe(1);
    } finally {
      console.warn = warn;
    }
    expect(String(warnings[0])).toMatch(/not readable/);
    expect(agent.host.read((m) => m.company.snapshot())).toEqual(before);
  });
});
