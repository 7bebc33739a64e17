import { describe, expect, it } from '@rstest/core';
import { memoryRecordStore } from '../../../storage/recordStore';
import { ModelPersister } from '../backend/persistence';
import { ModelHost } from '../host';
import { AGENT_ID } from './accounts';
import { DemoModel } from './DemoModel';
import { testModel } from './testModel';
import { DemoError } from './types';

const inherited = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'];

describe("ids that name Object's own methods name nothing in the demo", () => {
  it.each(inherited)('a conversation %s is not found (404), not a crash', (id) => {
    const { model } = testModel();
    expect(model.getConversation(id)).toBeUndefined();
    expect(() => model.consumerSends(id, 'Olá')).toThrow(DemoError);
    expect(model.conversationsCheck(AGENT_ID, [id])).toBe(false);
    expect(model.messagesCheck(AGENT_ID, { [id]: 0 })).toBe(false);
  });

  it.each(inherited)('a token %s signs nobody in', (token) => {
    const { model } = testModel();
    expect(model.userForToken(token)).toBeUndefined();
    expect(model.ping(token)).toBeNull();
    expect(model.eventReporter(token)).toBeUndefined();
  });

  it('a client id such as "constructor" is an ordinary client id: the send happens once', () => {
    const { model } = testModel();
    const id = model.listConversations(AGENT_ID).find((c) => c.status === 'active')!.conversationId;
    const first = model.agentSends(id, 'Bom dia!', 'constructor');
    const again = model.agentSends(id, 'Bom dia!', 'constructor');
    expect(again._id).toBe(first._id);
  });
});

describe('conversations given ids that name Object’s own members', () => {
  it.each(inherited)('a conversation %s arrives, is messaged and answered, and is transferred away like any other', (id) => {
    const { model, events } = testModel();
    expect(model.newConversation({ channel: 'webchat', conversationId: id, userId: AGENT_ID })).toBe(id);
    expect(model.getConversation(id)!.conversationId).toBe(id);
    expect(model.listConversations(AGENT_ID).filter((c) => c.conversationId === id)).toHaveLength(1);
    model.consumerSends(id, 'Olá');
    const sent = model.agentSends(id, 'Bom dia!', 'constructor');
    expect(model.agentSends(id, 'Bom dia!', 'constructor')._id).toBe(sent._id);
    expect(model.messagesPage(id, 1).at(-1)!.text).toBe('Bom dia!');
    expect(model.conversationsCheck(AGENT_ID, [id])).toBe(true);
    model.transferBySystem(id);
    expect(model.listConversations(AGENT_ID).some((c) => c.conversationId === id)).toBe(false);
    expect(events.filter((e) => JSON.stringify(e.payload).includes(`"conversationId":${JSON.stringify(id)}`)).length).toBeGreaterThan(0);
    // Object itself is untouched.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('an id already taken, blank or too long is refused', () => {
    const { model } = testModel();
    const taken = model.listConversations(AGENT_ID)[0]!.conversationId;
    for (const conversationId of [taken, '', '  ', 'x'.repeat(201)]) {
      expect(() => model.newConversation({ conversationId, userId: AGENT_ID })).toThrow(DemoError);
    }
  });

  it('they survive the demo being saved and read back (a reload)', async () => {
    const records = memoryRecordStore();
    const host = new ModelHost(new DemoModel());
    const persister = new ModelPersister(host, records);
    await persister.restore();
    for (const id of inherited) host.mutate((m) => m.newConversation({ conversationId: id, userId: AGENT_ID }));
    await persister.flush();

    const reloaded = new ModelHost(new DemoModel());
    expect(await new ModelPersister(reloaded, records).restore()).toBe(true);
    const ids = reloaded.read((m) => m.listConversations(AGENT_ID).map((c) => c.conversationId));
    for (const id of inherited) expect(ids).toContain(id);
    reloaded.mutate((m) => m.consumerSends('__proto__', 'Voltei'));
    expect(reloaded.read((m) => m.messagesPage('__proto__', 1).at(-1)!.text)).toBe('Voltei');
  });
});

describe('a long history on demand', () => {
  it('a new conversation may come with thousands of messages, paged as any other', () => {
    const { model } = testModel();
    const id = model.newConversation({ channel: 'whatsapp', length: 3_000, userId: AGENT_ID });
    expect(model.messagesPage(id, 1)).toHaveLength(15);
    expect(model.messagesPage(id, 200).filter((m) => m.type !== 'eof').length).toBe(15);
    expect(() => model.newConversation({ length: 10_001, userId: AGENT_ID })).toThrow(DemoError);
  });
});
