import { describe, expect, it } from '@rstest/core';
import { AGENT_ID, DEMO_PASSWORD, SUPERVISOR_ID } from './accounts';
import { refusal, testModel } from './testModel';

const OTHER_AGENT = '1003';
const asTriple = (error: { status: number; key: string; value: string }) => [error.status, error.key, error.value];

describe('how a conversation leaves its agent in the demo contact centre', () => {
  it('closing a chat goes to post-chat and owes a tabulation; a phone call closes; others hear it, the agent does not', () => {
    const { model, events } = testModel();
    const chat = model.newConversation({ channel: 'whatsapp', userId: AGENT_ID });
    model.managerJoin(chat);
    events.length = 0;
    const answer = model.closeByAgent(chat, AGENT_ID);
    expect(answer).toMatchObject({ hasPosChat: true, conversationTA: { status: 'pos-chat' } });
    expect(model.getConversation(chat)).toMatchObject({ status: 'pos-chat', pendingTab: true, closedBy: 'agent', chatInfo: { closedBy: 'Ana Souza' } });
    expect(events).toEqual([{ userId: SUPERVISOR_ID, event: 'closeConversationByAgent', payload: { conversationId: chat, end: answer.conversationTA.end, hasPosChat: true } }]);

    const call = model.newConversation({ channel: 'telefone', userId: AGENT_ID });
    model.recordTab(call, AGENT_ID, { tabId: 'tab-1', tabName: 'Sinistro' });
    expect(model.closeByAgent(call, AGENT_ID, 'tab-1').hasPosChat).toBe(false);
    expect(model.getConversation(call)).toMatchObject({ status: 'closed', pendingTab: false, conversationTab: { tabId: 'tab-1', tabName: 'Sinistro' } });
    expect(asTriple(refusal(() => model.closeByAgent(call, AGENT_ID)))).toEqual([409, 'conversation', 'This attendance has already been finished']);
    // Its only tabulation removed: owed again; an earlier one left takes its place.
    model.clearTab(call, AGENT_ID);
    expect(model.getConversation(call)).toMatchObject({ conversationTab: null, pendingTab: true });
    expect(model.getConversation(call)!.chatInfo.tabId).toBeUndefined();
    model.clearTab(call, AGENT_ID, { tabId: 'tab-0', tabName: 'Vidros', date: '2026-11-24T10:00:00.000Z' });
    expect(model.getConversation(call)).toMatchObject({ conversationTab: { tabId: 'tab-0' }, pendingTab: false, chatInfo: { tabId: 'tab-0' } });
    expect(asTriple(refusal(() => model.closeByAgent(chat, OTHER_AGENT)))).toEqual([404, 'conversation', 'Conversation not found']);
  });

  it('with the Tab feature no longer required, a close owes nothing; signed-in users hear the new features', () => {
    const { model, events } = testModel();
    model.login('agente@tessera.demo', DEMO_PASSWORD);
    events.length = 0;
    model.setFeature('Tab', { active: true, required: false });
    expect(events).toEqual([{ userId: AGENT_ID, event: 'featuresChanged', payload: { features: expect.arrayContaining([expect.objectContaining({ name: 'Tab', active: true, required: false })]) } }]);
    expect(model.login('agente@tessera.demo', DEMO_PASSWORD).features.find((f) => f.name === 'Tab')).toMatchObject({ required: false });
    const id = model.newConversation({ channel: 'webchat', userId: AGENT_ID });
    model.closeByAgent(id, AGENT_ID);
    expect(model.getConversation(id)!.pendingTab).toBe(false);
    expect(asTriple(refusal(() => model.setFeature('Nope', { active: true })))).toEqual([404, 'feature', 'No feature named Nope']);
  });

  it('a transfer to an agent moves the conversation to them; to a skill, to its queue; a second one is refused', () => {
    const { model, events } = testModel();
    const toAgent = model.newConversation({ channel: 'whatsapp', userId: AGENT_ID });
    events.length = 0;
    const skillId = model.getConversation(toAgent)!.skillId;
    model.handOver(toAgent, AGENT_ID, { kind: 'user', userId: OTHER_AGENT, skillId }, 'Cliente pediu para falar com o especialista em vistoria.');
    const moved = model.getConversation(toAgent)!;
    expect(moved.users.map((u) => u.user_id)).toEqual([OTHER_AGENT]);
    expect(moved.transferHistory.at(-1)).toMatchObject({ type: 'transfer', label: 'Transferida por Ana Souza para Bruno Lima' });
    expect(events.map((e) => [e.userId, e.event])).toEqual([[OTHER_AGENT, 'newMessageQueue']]);
    expect(model.listConversations(AGENT_ID).some((c) => c.conversationId === toAgent)).toBe(false);

    const toSkill = model.newConversation({ channel: 'whatsapp', userId: AGENT_ID });
    model.handOver(toSkill, AGENT_ID, { kind: 'skill', skillId: 'skl-vida' }, 'Assunto de previdência, fora da minha fila.');
    expect(model.getConversation(toSkill)).toMatchObject({ users: [], skillId: 'skl-vida', skillName: 'Vida e Previdência' });
    // The reason is kept as the conversation's comment, from the old skill to the new.
    expect(model.state.conversations[toSkill]!.comments).toEqual([
      expect.objectContaining({ skill_name_to: 'Vida e Previdência', content: 'Assunto de previdência, fora da minha fila.' }),
    ]);
    expect(asTriple(refusal(() => model.handOver(toSkill, AGENT_ID, { kind: 'skill', skillId: 'skl-vida' }, 'de novo')))).toEqual([
      409,
      'conversation',
      'This attendance has already been transferred',
    ]);
  });
});
