// @rstest-environment node
import { beforeEach, describe, expect, it } from '@rstest/core';
import { endpoints } from '../../../api/endpoints';
import { useDemoServer } from '../useDemoServer';
import { apiUrl } from './urls';
import { requestJson, signInOverHttp } from '../httpTestKit';

const demo = useDemoServer();
beforeEach(() => demo().control.reset());

const call = requestJson;

async function signIn(email: string): Promise<{ token: string; userId: string }> {
  const answer = await signInOverHttp(email);
  return { token: answer.body.data.data.Authorization, userId: String(answer.body.data.data.user.id) };
}

const rename = (consumerId: string, displayName: unknown, token: string) =>
  call('PATCH', `${apiUrl(endpoints.displayName())}?id=${encodeURIComponent(consumerId)}`, { display_name: displayName }, token);

describe('PATCH /display-name', () => {
  it('renames the consumer on every conversation with them, and on the ones to come', async () => {
    const { token, userId } = await signIn('agente@tessera.demo');
    const mine = demo().model.listConversations(userId)[0]!;
    const consumerId = mine.consumer.id;

    const { status, body } = await rename(consumerId, '  Dona Cida (segurada)  ', token);
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: consumerId, name: mine.consumer.name, displayName: 'Dona Cida (segurada)' });
    expect(demo().model.getConversation(mine.conversationId)!.consumer.displayName).toBe('Dona Cida (segurada)');
    for (const c of Object.values(demo().model.state.conversations).filter((r) => r.consumerId === consumerId)) {
      expect(c.conversation.consumer.displayName).toBe('Dona Cida (segurada)');
    }
    // New conversations are built from the consumer record.
    expect(demo().model.state.consumers.find((c) => c.id === consumerId)!.displayName).toBe('Dona Cida (segurada)');
  });

  it('null or blank clears it', async () => {
    const { token, userId } = await signIn('agente@tessera.demo');
    const mine = demo().model.listConversations(userId)[0]!;
    await rename(mine.consumer.id, 'Seu Zé', token);
    expect((await rename(mine.consumer.id, null, token)).body.data.displayName).toBeNull();
    await rename(mine.consumer.id, 'Seu Zé', token);
    expect((await rename(mine.consumer.id, '   ', token)).body.data.displayName).toBeNull();
    expect(demo().model.getConversation(mine.conversationId)!.consumer.displayName).toBeNull();
  });

  it('refuses more than 50 characters with a field error, and changes nothing', async () => {
    const { token, userId } = await signIn('agente@tessera.demo');
    const mine = demo().model.listConversations(userId)[0]!;
    expect((await rename(mine.consumer.id, 'x'.repeat(50), token)).status).toBe(200);
    const refused = await rename(mine.consumer.id, 'y'.repeat(51), token);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: [{ key: 'display_name', value: 'Display name must have at most 50 characters' }] });
    expect(demo().model.getConversation(mine.conversationId)!.consumer.displayName).toBe('x'.repeat(50));
  });

  it('an agent renames only the consumers they talk to; unknown ids and missing tokens are refused', async () => {
    const { token } = await signIn('agente@tessera.demo');
    expect((await rename('cns-9999', 'Alguém', token)).status).toBe(404);
    expect((await rename('cns-0001', 'Alguém', '')).status).toBe(401);
    const missing = await call('PATCH', apiUrl(endpoints.displayName()), { display_name: 'x' }, token);
    expect(missing.status).toBe(400);
  });
});
