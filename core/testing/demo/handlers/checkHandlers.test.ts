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

async function call(target: string, body: unknown) {
  const response = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
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

describe('the checks and the cockpit over HTTP', () => {
  it('conversations-check answers data.isOk, false for the forced failures only', async () => {
    const ids = demo.model.listConversations(AGENT_ID).map((c) => c.conversationId);
    const check = () => call(apiUrl(endpoints.conversationsCheck()), { conversations: ids });
    await demo.control.failConversationChecks(1);
    expect((await check()).body).toEqual({ data: { isOk: false } });
    expect((await check()).body).toEqual({ data: { isOk: true } });
  });

  it('messages-check answers data.data.isOk', async () => {
    const id = demo.model.listConversations(AGENT_ID).find((c) => c.status === 'active' && c.channel === 'telefone')!.conversationId;
    const consumer = [1, 2, 3, 4, 5].flatMap((p) => demo.model.messagesPage(id, p)).filter((m) => m.by === 'consumer').length;
    expect((await call(apiUrl(endpoints.messagesCheck()), { data: { [id]: consumer } })).body).toEqual({ data: { data: { isOk: true } } });
    expect((await call(apiUrl(endpoints.messagesCheck()), { data: { [id]: consumer + 1 } })).body).toEqual({ data: { data: { isOk: false } } });
  });

  it('cockpit takes a report and keeps it', async () => {
    const report = { conversationId: 'c-1', nomeSolicitante: 'Maria Silva', arriving: true, matricula: 'M10231' };
    const { status } = await call(apiUrl(endpoints.cockpit()), report);
    expect(status).toBe(200);
    expect(demo.control.cockpitReports()).toEqual([{ ...report, userId: AGENT_ID, at: expect.any(String) }]);
  });
});
