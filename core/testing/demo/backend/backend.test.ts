// @rstest-environment node
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { endpoints } from '../../../api/endpoints';
import { setConfig } from '../../../config';
import { BackendClient } from '../browser/BackendClient';
import { remoteControl } from '../browser/remoteControl';
import { demoCaptcha } from '../captcha';
import { apiUrl } from '../handlers/urls';
import { noLatency } from '../handlers';
import { AGENT_ID, DEMO_PASSWORD } from '../model/accounts';
import { DemoError, type DemoHubEvent } from '../model/types';
import { TEST_API } from '../testing';
import { DemoBackend } from './DemoBackend';
import { createBackendServer } from './serve';
import type { BackendConfig } from './wire';

const config: BackendConfig = { ...TEST_API, product: 'tessera', slug: 'tessera', origin: 'http://tessera.test' };
let backend: DemoBackend | undefined;
const serve = createBackendServer(async ({ config: c, seed }) => {
  backend = await DemoBackend.create(c, { seed, latency: noLatency, simulate: false });
  return backend;
});
const channels: MessageChannel[] = [];

/** A window of the browser: its own port to the one backend, as each tab has with the SharedWorker. */
function openWindow() {
  const channel = new MessageChannel();
  channels.push(channel);
  serve(channel.port1);
  const client = new BackendClient(channel.port2);
  const hub: DemoHubEvent[] = [];
  const drops: (number | undefined)[] = [];
  client.events.on('hub', (events) => hub.push(...events));
  client.events.on('drop', (ms) => drops.push(ms));
  return { client, control: remoteControl(client), hub, drops };
}

async function signIn(client: BackendClient) {
  const body = { email: 'agente@tessera.demo', password: DEMO_PASSWORD, slug: 'tessera', recaptcha_token: await demoCaptcha.token('login') };
  const response = await client.fetch(new Request(apiUrl(endpoints.login()), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
  return { status: response.status, body: (await response.json()) as { data: { data: { Authorization: string } } } };
}

let first: ReturnType<typeof openWindow>;
let second: ReturnType<typeof openWindow>;

beforeAll(async () => {
  setConfig(TEST_API);
  first = openWindow();
  second = openWindow();
  // The second window's first calls go out before the backend has answered anyone's hello.
  await Promise.all([first.client.hello(config, 7), second.client.hello(config, 99)]);
});
afterAll(() => {
  backend?.dispose();
  channels.forEach((c) => (c.port1.close(), c.port2.close()));
});

describe('the demo backend, one for every window (SharedWorker protocol over MessagePorts)', () => {
  it('answers REST calls as the contact centre does: sign-in, then the list with the bearer', async () => {
    const { status, body } = await signIn(first.client);
    expect(status).toBe(200);
    const token = body.data.data.Authorization;
    const list = await second.client.fetch(new Request(apiUrl(endpoints.conversations('tessera')), { headers: { authorization: `Bearer ${token}` } }));
    expect(list.status).toBe(200);
    expect(((await list.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    const refused = await first.client.fetch(new Request(apiUrl(endpoints.conversations('tessera'))));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: [{ key: 'authorization', value: 'Invalid request' }] });
  });

  it('answers an unknown endpoint with a 404 in the error envelope rather than leaving the call hanging', async () => {
    const response = await first.client.fetch(new Request(`${TEST_API.messagesApiUrl}/no-such-thing`));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: [{ key: 'route', value: 'The demo has no such endpoint' }] });
  });

  it('keeps one model: what one window changes, the other reads; the first seed wins', async () => {
    const id = await first.control.newConversation({ channel: 'whatsapp' });
    await second.control.consumerSends(id, 'Olá, bati o carro');
    expect(await first.control.isPaused()).toBe(false);
    await second.control.pause();
    expect(await first.control.isPaused()).toBe(true);
    expect(backend!.host.model.state.seed).toBe(7);
    expect(backend!.host.model.getConversation(id)?.lastMessage?.text).toBe('Olá, bati o carro');
  });

  it("pushes a change's hub events to every window, in order, before the change's answer", async () => {
    const id = await first.control.newConversation({ channel: 'webchat' });
    const seen = { first: first.hub.length, second: second.hub.length };
    const texts = Array.from({ length: 20 }, (_, i) => `mensagem ${i + 1}`);
    await Promise.all(texts.map((text) => second.control.consumerSends(id, text)));
    const arrived = (w: typeof first, from: number) =>
      w.hub.slice(from).flatMap((e) => (e.event === 'newMessageTelegram' ? [(e.payload as { message: { text: string } }).message.text] : []));
    expect(arrived(second, seen.second)).toEqual(texts);
    // The first window's port is served in the same order, so its events are there by its next answer.
    await first.control.isPaused();
    expect(arrived(first, seen.first)).toEqual(texts);
  });

  it('returns a refusal as the DemoError it was', async () => {
    const refusal = await second.control.consumerSends('nope', 'x').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DemoError);
    expect(refusal).toMatchObject({ status: 404 });
  });

  it('drops the hub sockets of every window, after the events committed before the drop', async () => {
    const id = await first.control.newConversation({ channel: 'whatsapp' });
    await first.control.dropConnection(3000);
    await second.control.isPaused();
    expect(first.drops.at(-1)).toBe(3000);
    expect(second.drops.at(-1)).toBe(3000);
    expect(second.hub.some((e) => e.event === 'newMessageQueue' && (e.payload as { conversation: { conversationId: string } }).conversation.conversationId === id)).toBe(true);
  });

  it("answers a token's user for the hub, and nobody for a dead token", async () => {
    const { body } = await signIn(second.client);
    expect(await first.client.authenticate(body.data.data.Authorization)).toBe(AGENT_ID);
    expect(await first.client.authenticate('dead')).toBeUndefined();
  });
});
