// @rstest-environment node
import { afterEach, describe, expect, it } from '@rstest/core';
import { endpoints } from '../../../api/endpoints';
import { DEMO_PASSWORD } from '../model/accounts';
import { PREVIOUS_PASSWORD, WEAK_PASSWORD } from '../model/passwordOps';
import { useDemoServer } from '../useDemoServer';
import { apiUrl } from './urls';
import { requestJson } from '../httpTestKit';

const demo = useDemoServer();
afterEach(() => demo().control.reset());

const post = (endpoint: ReturnType<typeof endpoints.passwordReset>, body: unknown, bearer?: string) =>
  requestJson('POST', apiUrl(endpoint), body, bearer);

const askReset = (email: string) => post(endpoints.passwordReset(), { email, slug: 'tessera' });
const change = (bearer: string | undefined, password: string) => post(endpoints.passwordChange(), { password, slug: 'tessera' }, bearer);

/** The token of the link in the demo mailbox. */
async function mailedToken(): Promise<string> {
  const link = await demo().control.lastPasswordResetLink();
  expect(link).toMatch(/^\/password-reset\/.+/);
  return decodeURIComponent(link!.slice('/password-reset/'.length));
}

const signsIn = (email: string, password: string) => {
  try {
    const answer = demo().model.loginAnswer(email, password);
    return 'Authorization' in answer ? 'session' : 'change token';
  } catch {
    return 'refused';
  }
};

describe('POST /security/user/password-reset', () => {
  it("refuses an unknown e-mail on the 'e-mail' key and mails nothing", async () => {
    expect(await askReset('ninguem@tessera.demo')).toEqual({ status: 404, body: { message: [{ key: 'e-mail', value: 'E-mail not found' }] } });
    expect(await demo().control.lastPasswordResetLink()).toBeUndefined();
  });

  it('mails a reset link for a known e-mail (any case) to the demo mailbox', async () => {
    expect(await askReset('Agente@Tessera.demo')).toEqual({ status: 200, body: { data: {} } });
    const first = await mailedToken();
    await askReset('agente@tessera.demo');
    expect(await mailedToken()).not.toBe(first);
  });
});

describe('POST /user/password-change', () => {
  it('refuses a missing or unknown bearer with 401', async () => {
    const invalid = { status: 401, body: { message: [{ key: 'authorization', value: 'Invalid request' }] } };
    expect(await change(undefined, 'Nova#Senha1')).toEqual(invalid);
    expect(await change('pwd.1001.forged', 'Nova#Senha1')).toEqual(invalid);
  });

  it('refuses the current password and a weak one on the password key', async () => {
    await askReset('agente@tessera.demo');
    const token = await mailedToken();
    expect(await change(token, DEMO_PASSWORD)).toEqual({ status: 400, body: { message: [{ key: 'password', value: PREVIOUS_PASSWORD }] } });
    expect(await change(token, 'curta1!')).toEqual({ status: 400, body: { message: [{ key: 'password', value: WEAK_PASSWORD }] } });
    // Refusals do not spend the link.
    expect((await change(token, 'Nova#Senha1')).status).toBe(200);
  });

  it('changes the password with a reset link, once', async () => {
    await askReset('agente@tessera.demo');
    const token = await mailedToken();
    expect(await change(token, 'Nova#Senha1')).toEqual({ status: 200, body: { data: {} } });
    expect(signsIn('agente@tessera.demo', DEMO_PASSWORD)).toBe('refused');
    expect(signsIn('agente@tessera.demo', 'Nova#Senha1')).toBe('session');
    expect((await change(token, 'Outra#Senha2')).status).toBe(401);
  });

  it('accepts a live session as the bearer too (the settings drawer)', async () => {
    const answer = demo().model.loginAnswer('supervisor@tessera.demo', DEMO_PASSWORD);
    if (!('Authorization' in answer)) throw new Error('expected a session');
    expect((await change(answer.Authorization, 'Nova#Senha1')).status).toBe(200);
    expect(signsIn('supervisor@tessera.demo', 'Nova#Senha1')).toBe('session');
  });
});

describe('the expired-password account', () => {
  it('signs in to a change token until the password is changed, then to a session', async () => {
    const answer = demo().model.loginAnswer('expirado@tessera.demo', DEMO_PASSWORD);
    expect(answer).toEqual({ token: expect.stringMatching(/^pwd\.1004\./) });
    expect(() => demo().model.login('expirado@tessera.demo', DEMO_PASSWORD)).toThrow('Password expired');
    const token = (answer as { token: string }).token;

    expect((await change(token, DEMO_PASSWORD)).body).toEqual({ message: [{ key: 'password', value: PREVIOUS_PASSWORD }] });
    expect((await change(token, 'Nova#Senha1')).status).toBe(200);
    expect(signsIn('expirado@tessera.demo', 'Nova#Senha1')).toBe('session');
    expect(signsIn('expirado@tessera.demo', DEMO_PASSWORD)).toBe('refused');
  });

  it('is listed with its scenario, and a demo reset makes it expired again', async () => {
    expect(demo().control.accounts).toContainEqual(expect.objectContaining({ email: 'expirado@tessera.demo', role: 'agent', scenario: 'passwordExpired' }));
    const { token } = demo().model.loginAnswer('expirado@tessera.demo', DEMO_PASSWORD) as { token: string };
    await change(token, 'Nova#Senha1');
    await demo().control.reset();
    expect(signsIn('expirado@tessera.demo', DEMO_PASSWORD)).toBe('change token');
  });
});
