// @rstest-environment node
import { beforeAll, describe, expect, it } from '@rstest/core';
import { endpoints } from '../../../api/endpoints';
import { AGENT_ID } from '../model/accounts';
import { useDemoServer } from '../useDemoServer';
import { apiUrl } from './urls';
import { requestJson, signInOverHttp } from '../httpTestKit';

const demo = useDemoServer();
let token = '';

const post = (target: string, body: unknown, bearer = token) => requestJson('POST', target, body, bearer);

beforeAll(async () => {
  token = (await signInOverHttp()).body.data.data.Authorization;
});

describe('POST /{product}-messages/conversation/change-status?id=', () => {
  it('marks a quiet conversation inactive; refuses a missing id, a wrong status and a missing token', async () => {
    const id = await demo().control.newConversation({ channel: 'whatsapp' });
    demo().model.agentSends(id, 'Pode me confirmar o endereço da vistoria?', { userId: AGENT_ID });
    const url = apiUrl(endpoints.changeStatus('tessera', id));
    expect(url).toMatch(/\/tessera-messages\/conversation\/change-status\?id=/);
    expect(await post(url, { status: 'active' })).toEqual({ status: 400, body: { message: [{ key: 'status', value: 'Only the inactive status can be set' }] } });
    expect((await post(url, { status: 'inactive' }, 'forged')).status).toBe(401);
    expect(await post(url.split('?')[0]!, { status: 'inactive' })).toEqual({ status: 400, body: { message: [{ key: 'id', value: 'id is required' }] } });
    expect(demo().model.getConversation(id)!.status).toBe('active');
    expect(await post(url, { status: 'inactive' })).toEqual({ status: 200, body: { data: { conversationId: id, status: 'inactive' } } });
    expect(demo().model.getConversation(id)!.status).toBe('inactive');
  });

  it('closes a conversation for its agent: post-chat on a chat channel, the tabulation id kept; a second close is refused', async () => {
    const id = await demo().control.newConversation({ channel: 'whatsapp' });
    const url = apiUrl(endpoints.changeStatus('tessera', id));
    const answer = await post(url, { status: 'closed', tabId: 'tab-42' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ hasPosChat: true, conversationTA: { status: 'pos-chat' } });
    const closed = demo().model.getConversation(id)!;
    expect(closed).toMatchObject({ status: 'pos-chat', closedBy: 'agent', chatInfo: { tabId: 'tab-42', closedBy: 'Ana Souza' } });
    expect(answer.body.data.conversationTA.end).toBe(closed.end);
    expect(await post(url, { status: 'closed' })).toEqual({ status: 409, body: { message: [{ key: 'conversation', value: 'This attendance has already been finished' }] } });
  });
});
