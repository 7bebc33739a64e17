// @rstest-environment node
import { beforeAll, describe, expect, it } from '@rstest/core';
import { endpoints } from '../../../api/endpoints';
import { AGENT_ID } from '../model/accounts';
import { useDemoServer } from '../useDemoServer';
import { apiUrl } from './urls';
import { requestJson, signInOverHttp } from '../httpTestKit';

const demo = useDemoServer();
let token = '';

const call = (target: string, body: unknown) => requestJson('POST', target, body, token);

beforeAll(async () => {
  token = (await signInOverHttp()).body.data.data.Authorization;
});

describe('the checks over HTTP', () => {
  it('conversations-check answers data.isOk, false for the forced failures only', async () => {
    const ids = demo().model.listConversations(AGENT_ID).map((c) => c.conversationId);
    const check = () => call(apiUrl(endpoints.conversationsCheck()), { conversations: ids });
    await demo().control.failConversationChecks(1);
    expect((await check()).body).toEqual({ data: { isOk: false } });
    expect((await check()).body).toEqual({ data: { isOk: true } });
  });

  it('messages-check answers data.data.isOk', async () => {
    const id = demo().model.listConversations(AGENT_ID).find((c) => c.status === 'active' && c.channel === 'telefone')!.conversationId;
    const consumer = [1, 2, 3, 4, 5].flatMap((p) => demo().model.messagesPage(id, p)).filter((m) => m.by === 'consumer').length;
    expect((await call(apiUrl(endpoints.messagesCheck()), { data: { [id]: consumer } })).body).toEqual({ data: { data: { isOk: true } } });
    expect((await call(apiUrl(endpoints.messagesCheck()), { data: { [id]: consumer + 1 } })).body).toEqual({ data: { data: { isOk: false } } });
  });
});
