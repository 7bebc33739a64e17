// @rstest-environment node
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { endpoints } from '../../../api/endpoints';
import { setConfig } from '../../../config';
import { demoCaptcha } from '../captcha';
import { AGENT_ID, DEMO_PASSWORD } from '../model/accounts';
import { createDemoServer, type DemoServer } from '../node';
import { TEST_API } from '../testing';
import { apiUrl } from './urls';

let demo: DemoServer;
let token = '';

async function post(target: string, body: unknown, bearer = token) {
  const response = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

beforeAll(async () => {
  setConfig(TEST_API);
  demo = await createDemoServer();
  demo.server.listen({ onUnhandledRequest: 'error' });
  const login = await fetch(apiUrl(endpoints.login()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'agente@tessera.demo', password: DEMO_PASSWORD, slug: 'tessera', recaptcha_token: await demoCaptcha.token('login') }),
  });
  token = ((await login.json()) as { data: { data: { Authorization: string } } }).data.data.Authorization;
});
afterAll(() => demo.dispose());

describe('POST /{product}-messages/conversation/change-status?id=', () => {
  it('marks a quiet conversation inactive; refuses a missing id, a wrong status and a missing token', async () => {
    const id = await demo.control.newConversation({ channel: 'whatsapp' });
    demo.model.agentSends(id, 'Pode me confirmar o endereço da vistoria?', { userId: AGENT_ID });
    const url = apiUrl(endpoints.changeStatus('tessera', id));
    expect(url).toMatch(/\/tessera-messages\/conversation\/change-status\?id=/);
    expect(await post(url, { status: 'closed' })).toEqual({ status: 400, body: { message: [{ key: 'status', value: 'Only the inactive status can be set' }] } });
    expect((await post(url, { status: 'inactive' }, 'forged')).status).toBe(401);
    expect(await post(url.split('?')[0]!, { status: 'inactive' })).toEqual({ status: 400, body: { message: [{ key: 'id', value: 'id is required' }] } });
    expect(demo.model.getConversation(id)!.status).toBe('active');
    expect(await post(url, { status: 'inactive' })).toEqual({ status: 200, body: { data: { conversationId: id, status: 'inactive' } } });
    expect(demo.model.getConversation(id)!.status).toBe('inactive');
  });
});
