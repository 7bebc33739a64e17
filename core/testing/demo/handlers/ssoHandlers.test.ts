// @rstest-environment node
import { describe, expect, it } from '@rstest/core';
import { endpoints } from '../../../api/endpoints';
import { signedInSchema } from '../../../schemas/session';
import { demoCaptcha } from '../captcha';
import { DEMO_PASSWORD } from '../model/accounts';
import { useDemoServer } from '../useDemoServer';
import { apiUrl } from './urls';
import { requestJson } from '../httpTestKit';

const demo = useDemoServer();

const post = (target: string, body: unknown, bearer?: string) => requestJson('POST', target, body, bearer);

const login = (body: Record<string, unknown>, bearer?: string) => post(apiUrl(endpoints.login()), body, bearer);
const exchange = (code: string, slug = 'tessera') => post(apiUrl(endpoints.authToken()), { code_authorization: code, slug });
const agent = { email: 'agente@tessera.demo', password: DEMO_PASSWORD, slug: 'tessera' };

describe('POST /login judges the invisible captcha', () => {
  it('refuses a missing or empty token, or one not minted by the demo captcha for login', async () => {
    const refused = { message: [{ key: 'recaptcha_token', value: 'Captcha verification failed' }] };
    for (const recaptcha_token of [undefined, '', 'forged', await demoCaptcha.token('signup')]) {
      const { status, body } = await login({ ...agent, recaptcha_token });
      expect(status).toBe(400);
      expect(body).toEqual(refused);
    }
  });

  it("accepts the demo provider's token", async () => {
    const { status, body } = await login({ ...agent, recaptcha_token: await demoCaptcha.token('login') });
    expect(status).toBe(200);
    expect(signedInSchema.parse(body.data.data).user.email).toBe('agente@tessera.demo');
  });
});

describe('POST /auth/token', () => {
  it('turns a code the demo IdP minted into a session, once', async () => {
    const code = await demo().control.issueSsoCode('supervisor@tessera.demo', 'tessera');
    const first = await exchange(code);
    expect(first.status).toBe(200);
    const session = signedInSchema.parse(first.body.data.data);
    expect(session.user.email).toBe('supervisor@tessera.demo');
    // The session is live: its token opens the rest of the API.
    expect(demo().model.userForToken(session.Authorization)?.email).toBe('supervisor@tessera.demo');

    const again = await exchange(code);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: [{ key: 'code_authorization', value: 'Invalid request' }] });
  });

  it('refuses an unknown code and a code minted for another company', async () => {
    expect((await exchange('sso-code-made-up')).body).toEqual({ message: [{ key: 'code_authorization', value: 'Invalid request' }] });
    const code = await demo().control.issueSsoCode('agente@tessera.demo', 'tessera');
    expect((await exchange(code, 'another-company')).status).toBe(401);
  });

  it('still refuses an account whose access is denied', async () => {
    const code = await demo().control.issueSsoCode('bloqueado@tessera.demo', 'tessera');
    const { status, body } = await exchange(code);
    expect(status).toBe(403);
    expect(body).toEqual({ message: [{ key: 'user', value: 'Access denied, contact your supervisor' }] });
  });
});

describe('POST /login with a portal ticket as the bearer (/signinSSO/{data})', () => {
  it('signs the ticket holder in without e-mail, password or captcha, once', async () => {
    const ticket = await demo().control.issueSsoTicket('agente@tessera.demo');
    const first = await login({}, ticket);
    expect(first.status).toBe(200);
    expect(signedInSchema.parse(first.body.data.data).user.name).toBe('Ana Souza');
    const again = await login({}, ticket);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: [{ key: 'authorization', value: 'Invalid request' }] });
  });

  it('refuses a made-up ticket', async () => {
    const { status } = await login({}, 'sso-ticket-made-up');
    expect(status).toBe(401);
  });
});
