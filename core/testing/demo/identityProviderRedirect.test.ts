// @rstest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { answerDemoSsoPost, DEMO_IDP_PATH } from './identityProviderRedirect.mjs';

// The dev and test servers answer the SSO form post (a navigation, out of msw's reach) with this.
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (!answerDemoSsoPost(req, res)) res.writeHead(200, { 'content-type': 'text/plain' }).end('the app');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the demo POST /auth/sso', () => {
  it('sends the browser to the demo identity provider with client_slug and redirect_url', async () => {
    const form = new URLSearchParams({ client_slug: 'acme', redirect_url: 'http://localhost:3000/signin' });
    const response = await fetch(`${origin}/api/clients/auth/sso`, { method: 'POST', body: form, redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!, origin);
    expect(location.pathname).toBe(DEMO_IDP_PATH);
    expect(Object.fromEntries(location.searchParams)).toEqual({ client_slug: 'acme', redirect_url: 'http://localhost:3000/signin' });
  });

  it('leaves every other request to the app', async () => {
    expect(await (await fetch(`${origin}/api/clients/auth/sso`)).text()).toBe('the app');
    expect(await (await fetch(`${origin}/signin`, { method: 'POST', body: 'x=1' })).text()).toBe('the app');
  });
});
