import { describe, expect, it } from '@rstest/core';
import { hubEventSchemas, hubExtensionSchemas } from '../../../hub/events';
import { AGENT_ID, SUPERVISOR_ID } from './accounts';
import { testModel } from './testModel';
import { DemoError } from './types';

describe('supervision and the system act on a conversation', () => {
  it('transferBySystem: it leaves the agent for another agent; the agent hears transferConversationBySystem', () => {
    const { model, events } = testModel();
    const id = model.newConversation({ channel: 'whatsapp', userId: AGENT_ID });
    events.length = 0;
    model.transferBySystem(id);
    expect(model.listConversations(AGENT_ID).some((c) => c.conversationId === id)).toBe(false);
    const now = model.getConversation(id)!;
    expect(now.users).toHaveLength(1);
    expect(now.users[0]!.user_id).not.toBe(AGENT_ID);
    expect(now.transferHistory.at(-1)!.label).toMatch(/^Transferida pelo sistema para /);
    expect(events.map((e) => [e.userId, e.event])).toEqual([
      [AGENT_ID, 'transferConversationBySystem'],
      [now.users[0]!.user_id, 'newMessageQueue'],
    ]);
    expect(hubEventSchemas.transferConversationBySystem.parse(events[0]!.payload)).toEqual({ conversationId: id });
    // A finished conversation is not transferred.
    const other = model.newConversation({ channel: 'webchat', userId: AGENT_ID });
    model.closeByClient(other);
    expect(() => model.transferBySystem(other)).toThrow(DemoError);
  });

  it('managerJoin: the supervisor joins once; every participant hears it', () => {
    const { model, events } = testModel();
    const id = model.newConversation({ channel: 'whatsapp', userId: AGENT_ID });
    events.length = 0;
    model.managerJoin(id);
    model.managerJoin(id);
    expect(model.getConversation(id)!.users.map((u) => u.user_id)).toEqual([AGENT_ID, SUPERVISOR_ID]);
    expect(events.map((e) => [e.userId, e.event])).toEqual([
      [AGENT_ID, 'managerJoinToConversation'],
      [SUPERVISOR_ID, 'managerJoinToConversation'],
    ]);
    expect(hubEventSchemas.managerJoinToConversation.parse(events[0]!.payload)).toEqual({
      conversationId: id,
      user: { user_id: SUPERVISOR_ID, user_name: 'Carlos Mendes' },
    });
    expect(model.messagesPage(id, 1).some((m) => m.text.includes('Carlos Mendes'))).toBe(false);
    expect(() => model.managerJoin(id, AGENT_ID)).toThrow(DemoError);
  });

  it('setSlaLate: the deadline moves to the last agent message (or the assignment) + seconds; the agent gets the new copy', () => {
    const { model, clock, events } = testModel();
    const id = model.newConversation({ channel: 'whatsapp', userId: AGENT_ID });
    clock.advance(10_000);
    const reply = model.agentSends(id, 'Vou verificar, um momento.');
    events.length = 0;
    model.setSlaLate(id, 60);
    const c = model.getConversation(id)!;
    expect(c.slaLate).toBe(60);
    expect(c.statusTriggers.overdue).toBe(new Date(Date.parse(reply.sentTime) + 60_000).toISOString());
    expect(events.map((e) => e.event)).toEqual(['conversationUpdated']);
    expect(hubExtensionSchemas.conversationUpdated.parse(events[0]!.payload).conversation.slaLate).toBe(60);
    expect(() => model.setSlaLate(id, 0)).toThrow(DemoError);
  });
});

describe('the checks the backend answers', () => {
  it('failConversationChecks(n): the next n checks fail, then the real answer comes back', () => {
    const { model } = testModel();
    const ids = model.listConversations(AGENT_ID).map((c) => c.conversationId);
    expect(model.conversationsCheck(AGENT_ID, ids)).toBe(true);
    model.failConversationChecks(2);
    expect([1, 2, 3].map(() => model.conversationsCheck(AGENT_ID, ids))).toEqual([false, false, true]);
    expect(model.conversationsCheck(AGENT_ID, [...ids, 'not-mine'])).toBe(false);
  });

  it('messagesCheck: the consumer-message counts must be the server\u2019s', () => {
    const { model } = testModel();
    const id = model.newConversation({ channel: 'whatsapp', userId: AGENT_ID });
    model.consumerSends(id, 'Bom dia');
    const count = [1, 2, 3, 4].flatMap((p) => model.messagesPage(id, p)).filter((m) => m.by === 'consumer').length;
    expect(count).toBeGreaterThan(1);
    expect(model.messagesCheck(AGENT_ID, { [id]: count })).toBe(true);
    expect(model.messagesCheck(AGENT_ID, { [id]: count - 1 })).toBe(false);
    expect(model.messagesCheck(SUPERVISOR_ID, { [id]: count })).toBe(false);
  });
});
