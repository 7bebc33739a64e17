import { describe, expect, test } from '@rstest/core';
import { readSla } from '../../../conversations/sla';
import { conversationSchema } from '../../../schemas';
import { AGENT_ID } from './accounts';
import { testModel } from './testModel';
import { DemoError } from './types';

describe('bringConversations: a busy shift at once', () => {
  test('brings that many live conversations to the agent, each announced on the hub', () => {
    const { model, events } = testModel();
    const before = model.listConversations(AGENT_ID).length;
    const ids = model.bringConversations(200, AGENT_ID);
    expect(new Set(ids).size).toBe(200);
    expect(model.listConversations(AGENT_ID)).toHaveLength(before + 200);
    const arrivals = events.filter((e) => e.event === 'newMessageQueue' && e.userId === AGENT_ID);
    expect(arrivals).toHaveLength(200);
    for (const id of ids) expect(model.getConversation(id)!.status).toBe('active');
    // Mostly chat, with phone and tickets among them.
    const channels = new Set(ids.map((id) => model.getConversation(id)!.channel));
    expect([...channels].sort()).toEqual(['real_automation', 'telefone', 'webchat', 'whatsapp']);
  });

  test('their SLA clocks show every state: on time, close to the deadline, overdue', () => {
    const { model, clock } = testModel();
    const ids = model.bringConversations(60, AGENT_ID);
    const states = new Set(ids.map((id) => readSla(conversationSchema.parse(model.getConversation(id)), clock.now()).state));
    expect([...states].sort()).toEqual(['bursting', 'normal', 'overdue']);
  });

  test('the same seed brings the same shift', () => {
    const a = testModel().model;
    const b = testModel().model;
    const names = (m: typeof a) => m.bringConversations(12, AGENT_ID).map((id) => `${m.getConversation(id)!.consumer.name} ${m.getConversation(id)!.statusTriggers.overdue}`);
    expect(names(a)).toEqual(names(b));
  });

  test('refuses a count outside 1 to 500', () => {
    const { model } = testModel();
    for (const count of [0, 501, 2.5]) expect(() => model.bringConversations(count, AGENT_ID)).toThrow(DemoError);
  });
});

describe('load tests', () => {
  test('addQuietConversations adds that many conversations to the agent without a word on the hub', () => {
    const { model, events } = testModel();
    const before = model.listConversations(AGENT_ID).length;
    expect(model.addQuietConversations(1_000, AGENT_ID)).toBe(1_000);
    expect(model.listConversations(AGENT_ID)).toHaveLength(before + 1_000);
    expect(events).toEqual([]);
    for (const count of [0, 20_001, 1.5]) expect(() => model.addQuietConversations(count, AGENT_ID)).toThrow(DemoError);
  });

  test('crowdConversation sends the conversation with that many more users to its agent, in one event', () => {
    const { model, events } = testModel();
    const id = model.listConversations(AGENT_ID).find((c) => c.status === 'active')!.conversationId;
    model.crowdConversation(id, 5_000);
    expect(events.map((e) => [e.userId, e.event])).toEqual([[AGENT_ID, 'conversationUpdated']]);
    const sent = events[0]!.payload as { conversation: { users: { user_id: string }[] } };
    expect(sent.conversation.users).toHaveLength(5_001);
    expect(sent.conversation.users[0]!.user_id).toBe(AGENT_ID);
    expect(() => model.crowdConversation(id, 500_001)).toThrow(DemoError);
  });
});
