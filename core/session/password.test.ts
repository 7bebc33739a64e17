// @rstest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@rstest/core';
import { setAuthorization } from '../api/client';
import { ApiError } from '../api/error';
import { setConfig } from '../config';
import { createDemoServer, type DemoServer } from '../testing/demo/node';
import { TEST_API } from '../testing/demo/testing';
import { changePassword, requestPasswordReset } from './password';

let demo: DemoServer;
const sent: { url: string; authorization: string | null; body: unknown }[] = [];

beforeAll(async () => {
  setConfig({ ...TEST_API, slug: 'seguradora' });
  demo = await createDemoServer();
  demo.server.listen({ onUnhandledRequest: 'error' });
  demo.server.events.on('request:start', async ({ request }) => {
    sent.push({ url: request.url, authorization: request.headers.get('authorization'), body: await request.clone().json() });
  });
});
afterAll(() => {
  demo.dispose();
  setConfig({ slug: 'tessera' });
});
afterEach(async () => {
  sent.length = 0;
  setAuthorization(undefined);
  await demo.control.reset();
});

const mailedToken = () => decodeURIComponent(demo.model.lastPasswordResetLink()!.split('/').pop()!);

describe('password calls (spec 000 §7)', () => {
  it('asks for a reset with the e-mail and the company slug (configured, or the one given)', async () => {
    await requestPasswordReset('agente@tessera.demo');
    await requestPasswordReset('agente@tessera.demo', 'outra');
    expect(sent.map((s) => [s.url, s.body])).toEqual([
      ['http://tessera.test/api/clients/security/user/password-reset', { email: 'agente@tessera.demo', slug: 'seguradora' }],
      ['http://tessera.test/api/clients/security/user/password-reset', { email: 'agente@tessera.demo', slug: 'outra' }],
    ]);
  });

  it("fails with the server's key/value list", async () => {
    const error = await requestPasswordReset('ninguem@tessera.demo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).fields).toEqual([{ key: 'e-mail', value: 'E-mail not found' }]);
  });

  it("changes the password with the given token as the bearer, not the session's", async () => {
    await requestPasswordReset('agente@tessera.demo');
    const token = mailedToken();
    setAuthorization('demo.someone-elses-session');
    await changePassword({ password: 'Nova#Senha1', token });
    const call = sent.find((s) => s.url.endsWith('/user/password-change'));
    expect(call).toEqual({
      url: 'http://tessera.test/api/clients/user/password-change',
      authorization: `Bearer ${token}`,
      body: { password: 'Nova#Senha1', slug: 'seguradora' },
    });
  });

  it('fails with 401 for a spent token', async () => {
    await requestPasswordReset('agente@tessera.demo');
    const token = mailedToken();
    await changePassword({ password: 'Nova#Senha1', token });
    const error = await changePassword({ password: 'Outra#Senha2', token }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
  });
});
