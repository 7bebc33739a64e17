import { describe, expect, it } from '@rstest/core';
import { AGENT_ID } from './accounts';
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
