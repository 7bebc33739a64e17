import { describe, expect, it } from '@rstest/core';
import { hubExtensionSchemas } from '../../../hub/events';
import { AGENT_ID, SUPERVISOR_ID } from './accounts';
import { CHAT_INACTIVITY_SECONDS, SYSTEM_INACTIVITY_GRACE } from './inactivity';
import { testModel } from './testModel';
import { DemoError } from './types';

const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DemoError) return [error.status, error.key, error.value];
    throw error;
  }
  return undefined;
};

describe('inactivity in the demo contact centre', () => {
  it('chats wait five minutes for the consumer; phone calls and tickets have no inactivity timer', () => {
    const { model } = testModel();
    const inactivityOf = (channel: string) => model.getConversation(model.newConversation({ channel }))!.inactivityTime;
    expect(inactivityOf('whatsapp')).toBe(CHAT_INACTIVITY_SECONDS);
    expect(inactivityOf('webchat')).toBe(300);
    expect(inactivityOf('telefone')).toBe(0);
    expect(inactivityOf('real_automation')).toBe(0);
  });

  it('change-status: the workspace marks a quiet chat inactive; the other participants hear it, the caller does not', () => {
    const { model, clock, events } = testModel();
    const id = model.newConversation({ channel: 'whatsapp', userId: AGENT_ID });
    model.managerJoin(id);
    model.agentSends(id, 'Conseguiu localizar o número da apólice?');
    clock.advance(CHAT_INACTIVITY_SECONDS * 1_000);
    events.length = 0;
    model.changeStatus(id, 'inactive', AGENT_ID);
    const c = model.getConversation(id)!;
    expect(c.status).toBe('inactive');
    expect(c.statusTriggers.inactive).toBe(new Date(clock.now()).toISOString());
    expect(events).toEqual([
      { userId: SUPERVISOR_ID, event: 'inactiveConversationBySystem', payload: { conversationId: id, inactivityTime: 300 } },
    ]);
    // Once: asked again (a retry whose first answer was lost), nothing more happens.
    model.changeStatus(id, 'inactive', AGENT_ID);
    expect(events).toHaveLength(1);
    expect(model.state.conversations[id]!.messages.filter((m) => m.by === 'system' && /inativa/.test(m.text))).toHaveLength(1);
    // The system's backstop has nothing left to do.
    expect(model.state.conversations[id]!.pending.inactiveAt).toBeUndefined();
  });

  it('change-status: a consumer who answered while the call was on its way keeps the conversation active', () => {
    const { model } = testModel();
    const id = model.newConversation({ channel: 'webchat', userId: AGENT_ID });
    model.agentSends(id, 'Pode me enviar uma foto do dano?');
    model.consumerSends(id, 'Enviando agora.');
    model.changeStatus(id, 'inactive', AGENT_ID);
    expect(model.getConversation(id)!.status).toBe('active');
  });

  it('change-status refuses other statuses, conversations of others and finished ones', () => {
    const { model } = testModel();
    const id = model.newConversation({ channel: 'whatsapp', userId: AGENT_ID });
    model.agentSends(id, 'Um instante, por favor.');
    expect(refusal(() => model.changeStatus(id, 'closed', AGENT_ID))).toEqual([400, 'status', 'Only the inactive status can be set']);
    expect(refusal(() => model.changeStatus('nope', 'inactive', AGENT_ID))).toEqual([404, 'conversation', 'Conversation not found']);
    const others = model.listConversations(SUPERVISOR_ID)[0]!.conversationId;
    expect(refusal(() => model.changeStatus(others, 'inactive', AGENT_ID))).toEqual([404, 'conversation', 'Conversation not found']);
    model.closeByClient(id);
    expect(refusal(() => model.changeStatus(id, 'inactive', AGENT_ID))).toEqual([409, 'conversation', 'Conversation is closed']);
  });

  it('setInactivityTime: participants get the new copy, and the system backstop follows the new time', () => {
    const { model, clock, events } = testModel();
    const id = model.newConversation({ channel: 'whatsapp', userId: AGENT_ID });
    const reply = model.agentSends(id, 'Já registrei o sinistro.');
    model.state.conversations[id]!.pending = { inactiveAt: clock.now() + 315_000 };
    events.length = 0;
    model.setInactivityTime(id, 20);
    const c = model.getConversation(id)!;
    expect(c.inactivityTime).toBe(20);
    expect(c.statusTriggers.inactive).toBe(new Date(Date.parse(reply.sentTime) + 20_000).toISOString());
    expect(model.state.conversations[id]!.pending.inactiveAt).toBe(Date.parse(reply.sentTime) + 20_000 + SYSTEM_INACTIVITY_GRACE);
    expect(events.map((e) => [e.userId, e.event])).toEqual([[AGENT_ID, 'conversationUpdated']]);
    expect(hubExtensionSchemas.conversationUpdated.parse(events[0]!.payload).conversation.inactivityTime).toBe(20);
    // 0: no timer at all.
    model.setInactivityTime(id, 0);
    expect(model.state.conversations[id]!.pending.inactiveAt).toBeUndefined();
    expect(model.getConversation(id)!.statusTriggers.inactive).toBeUndefined();
    expect(refusal(() => model.setInactivityTime(id, -1))).toEqual([400, 'inactivityTime', 'inactivityTime must be zero or a positive number of seconds']);
  });
});
