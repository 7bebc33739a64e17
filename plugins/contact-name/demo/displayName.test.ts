import { AGENT_ID, DemoError, SUPERVISOR_ID, testModel, refusal } from '@tessera/core/testing/demo';
import { describe, expect, it } from '@rstest/core';
import { setDisplayName } from './displayName';

const setUp = () => {
  const { model } = testModel();
  const agent = model.state.users.find((u) => u.id === AGENT_ID)!;
  const mine = model.listConversations(AGENT_ID)[0]!;
  return { model, agent, mine };
};

describe('the display name in the demo contact centre (PATCH /display-name)', () => {
  it('renames the consumer on every conversation with them, and on the ones to come', () => {
    const { model, agent, mine } = setUp();
    const consumerId = mine.consumer.id;
    expect(setDisplayName(model, agent, consumerId, '  Dona Cida (segurada)  ')).toEqual({ id: consumerId, name: mine.consumer.name, displayName: 'Dona Cida (segurada)' });
    expect(model.getConversation(mine.conversationId)!.consumer.displayName).toBe('Dona Cida (segurada)');
    for (const c of Object.values(model.state.conversations).filter((r) => r.consumerId === consumerId)) {
      expect(c.conversation.consumer.displayName).toBe('Dona Cida (segurada)');
    }
    // New conversations are built from the consumer record.
    expect(model.state.consumers.find((c) => c.id === consumerId)!.displayName).toBe('Dona Cida (segurada)');
  });

  it('null or blank clears it', () => {
    const { model, agent, mine } = setUp();
    setDisplayName(model, agent, mine.consumer.id, 'Seu Zé');
    expect(setDisplayName(model, agent, mine.consumer.id, null).displayName).toBeNull();
    setDisplayName(model, agent, mine.consumer.id, 'Seu Zé');
    expect(setDisplayName(model, agent, mine.consumer.id, '   ').displayName).toBeNull();
    expect(model.getConversation(mine.conversationId)!.consumer.displayName).toBeNull();
  });

  it('refuses more than 50 characters with a field error, and changes nothing', () => {
    const { model, agent, mine } = setUp();
    setDisplayName(model, agent, mine.consumer.id, 'x'.repeat(50));
    const refused = refusal(() => setDisplayName(model, agent, mine.consumer.id, 'y'.repeat(51)));
    expect([refused.status, refused.key, refused.value]).toEqual([400, 'display_name', 'Display name must have at most 50 characters']);
    expect(model.getConversation(mine.conversationId)!.consumer.displayName).toBe('x'.repeat(50));
  });

  it('an agent renames only the consumers they talk to; a manager anyone', () => {
    const { model, agent } = setUp();
    expect(refusal(() => setDisplayName(model, agent, 'cns-9999', 'Alguém')).status).toBe(404);
    const someoneElses = Object.values(model.state.conversations).find((r) => !r.conversation.users.some((u) => u.user_id === AGENT_ID))!;
    expect(refusal(() => setDisplayName(model, agent, someoneElses.consumerId, 'Alguém')).status).toBe(404);
    const manager = model.state.users.find((u) => u.id === SUPERVISOR_ID)!;
    expect(setDisplayName(model, manager, someoneElses.consumerId, 'Alguém').displayName).toBe('Alguém');
  });
});
