import { AGENT_ID, SUPERVISOR_ID, testModel } from '@tessera/core/testing/demo';
import { describe, expect, it } from '@rstest/core';
import { createPhoneAttendance, skillsBySource } from './attendance';

describe('phone attendance', () => {
  it('the telefone source has two skills', () => {
    const { model } = testModel();
    expect(skillsBySource(model, 'telefone')).toEqual([
      { id: 'skl-telefone', name: 'Telefone - Central' },
      { id: 'skl-telefone-sinistro', name: 'Telefone - Sinistro Auto' },
    ]);
    expect(skillsBySource(model, 'fax')).toEqual([]);
  });

  it('opens a telefone conversation for the agent with the caller, and says so on the hub', () => {
    const { model, events } = testModel();
    const id = createPhoneAttendance(model, AGENT_ID, { name: '  Joana   Prado ', cpf: '52998224725', skillId: 'skl-telefone-sinistro' });
    const conversation = model.getConversation(id)!;
    expect(conversation).toMatchObject({ channel: 'telefone', status: 'active', skillId: 'skl-telefone-sinistro', skillName: 'Telefone - Sinistro Auto' });
    expect(conversation.consumer.name).toBe('Joana Prado');
    expect(conversation.users.map((u) => u.user_id)).toEqual([AGENT_ID]);
    expect(model.state.consumers.find((c) => c.id === conversation.consumer.id)?.cpf).toBe('529.982.247-25');
    expect(events.at(-1)).toMatchObject({ userId: AGENT_ID, event: 'newMessageQueue', payload: { conversation: { conversationId: id } } });
    expect(model.listConversations(AGENT_ID).some((c) => c.conversationId === id)).toBe(true);
  });

  it('a caller whose CPF the insurer knows is the same customer, named as they said', () => {
    const { model } = testModel();
    const known = model.state.consumers[10]!;
    const digits = known.cpf.replace(/\D/g, '');
    const before = model.state.consumers.length;
    const id = createPhoneAttendance(model, AGENT_ID, { name: 'Nome Atualizado', cpf: digits, skillId: 'skl-telefone' });
    expect(model.getConversation(id)!.consumer).toMatchObject({ id: known.id, name: 'Nome Atualizado' });
    expect(model.state.consumers).toHaveLength(before);
  });

  it('refuses a bad name, CPF or skill, and a user without the phone permission', () => {
    const { model } = testModel();
    const ok = { name: 'Joana Prado', cpf: '52998224725', skillId: 'skl-telefone' };
    expect(() => createPhoneAttendance(model, AGENT_ID, { ...ok, name: 'Ana' })).toThrow(/4 to 50/);
    expect(() => createPhoneAttendance(model, AGENT_ID, { ...ok, name: 'x'.repeat(51) })).toThrow(/4 to 50/);
    expect(() => createPhoneAttendance(model, AGENT_ID, { ...ok, cpf: '52998224726' })).toThrow(/Invalid CPF/);
    expect(() => createPhoneAttendance(model, AGENT_ID, { ...ok, cpf: '11111111111' })).toThrow(/Invalid CPF/);
    expect(() => createPhoneAttendance(model, AGENT_ID, { ...ok, cpf: '529.982.247-25' })).toThrow(/Invalid CPF/);
    expect(() => createPhoneAttendance(model, AGENT_ID, { ...ok, skillId: 'skl-vida' })).toThrow(/Skill not found/);
    expect(() => createPhoneAttendance(model, SUPERVISOR_ID, ok)).toThrow(/Access denied/);
  });
});
