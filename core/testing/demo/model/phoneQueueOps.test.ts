import { describe, expect, it } from '@rstest/core';
import { AGENT_ID, SUPERVISOR_ID } from './accounts';
import { testModel } from './testModel';

describe('queue summary', () => {
  it('lists every skill with its waiting consumers and colour, the same on every fresh demo', () => {
    const { model } = testModel();
    const summary = model.queueSummary();
    expect(summary.map((s) => s.skill_id)).toEqual(model.skills().map((s) => s.id));
    expect(summary.find((s) => s.skill_id === 'skl-assistencia')).toEqual({
      skill_id: 'skl-assistencia',
      queue: 'Assistência 24h',
      on_queue_number: 12,
      color: '#c2255c',
    });
    for (const item of summary) expect(item.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(testModel().model.queueSummary()).toEqual(summary);
  });

  it('enqueue grows the named queue, or the shortest one; setQueueWaiting sets it', () => {
    const { model } = testModel();
    const waiting = (id: string) => model.queueSummary().find((s) => s.skill_id === id)!.on_queue_number;
    expect(model.enqueue('skl-vida', 2)).toBe('skl-vida');
    expect(waiting('skl-vida')).toBe(3);
    // Automação de Tickets has nobody waiting: it is the shortest queue.
    expect(model.enqueue()).toBe('skl-tickets');
    expect(waiting('skl-tickets')).toBe(1);
    model.setQueueWaiting('skl-residencial', 0);
    expect(waiting('skl-residencial')).toBe(0);
    expect(() => model.setQueueWaiting('skl-nenhuma', 1)).toThrow(/Skill not found/);
    expect(() => model.setQueueWaiting('skl-vida', -1)).toThrow(/whole number/);
  });

  it('survives a save and reload of the state', () => {
    const { model } = testModel();
    model.enqueue('skl-vida', 4);
    const reloaded = testModel().model;
    reloaded.load(model.toJSON());
    expect(reloaded.queueSummary()).toEqual(model.queueSummary());
  });
});

describe('phone attendance', () => {
  it('the telefone source has two skills', () => {
    const { model } = testModel();
    expect(model.skillsBySource('telefone')).toEqual([
      { id: 'skl-telefone', name: 'Telefone - Central' },
      { id: 'skl-telefone-sinistro', name: 'Telefone - Sinistro Auto' },
    ]);
    expect(model.skillsBySource('fax')).toEqual([]);
  });

  it('opens a telefone conversation for the agent with the caller, and says so on the hub', () => {
    const { model, events } = testModel();
    const id = model.createPhoneAttendance(AGENT_ID, { name: '  Joana   Prado ', cpf: '52998224725', skillId: 'skl-telefone-sinistro' });
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
    const id = model.createPhoneAttendance(AGENT_ID, { name: 'Nome Atualizado', cpf: digits, skillId: 'skl-telefone' });
    expect(model.getConversation(id)!.consumer).toMatchObject({ id: known.id, name: 'Nome Atualizado' });
    expect(model.state.consumers).toHaveLength(before);
  });

  it('refuses a bad name, CPF or skill, and a user without the phone permission', () => {
    const { model } = testModel();
    const ok = { name: 'Joana Prado', cpf: '52998224725', skillId: 'skl-telefone' };
    expect(() => model.createPhoneAttendance(AGENT_ID, { ...ok, name: 'Ana' })).toThrow(/4 to 50/);
    expect(() => model.createPhoneAttendance(AGENT_ID, { ...ok, name: 'x'.repeat(51) })).toThrow(/4 to 50/);
    expect(() => model.createPhoneAttendance(AGENT_ID, { ...ok, cpf: '52998224726' })).toThrow(/Invalid CPF/);
    expect(() => model.createPhoneAttendance(AGENT_ID, { ...ok, cpf: '11111111111' })).toThrow(/Invalid CPF/);
    expect(() => model.createPhoneAttendance(AGENT_ID, { ...ok, cpf: '529.982.247-25' })).toThrow(/Invalid CPF/);
    expect(() => model.createPhoneAttendance(AGENT_ID, { ...ok, skillId: 'skl-vida' })).toThrow(/Skill not found/);
    expect(() => model.createPhoneAttendance(SUPERVISOR_ID, ok)).toThrow(/Access denied/);
  });
});
