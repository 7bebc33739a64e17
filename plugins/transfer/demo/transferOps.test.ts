import { AGENT_ID, DemoError, refusal, SUPERVISOR_ID, testModel } from '@tessera/core/testing/demo';
import { describe, expect, it } from '@rstest/core';
import { addFavourite, removeFavourite, userConfigurations } from './favourites';
import { nextOpening } from './schedule';
import { reasonsFor, setSkillUnavailable, setTransferFailure, SkillUnavailableError, transfer, transferOptions } from './transferOps';

const REASON = 'Cliente pediu atendimento sobre o seguro residencial';

/** An open WhatsApp conversation of the demo agent in Sinistro Auto. */
function setup() {
  const { model, clock, events } = testModel();
  const id = model.newConversation({ channel: 'whatsapp', skillId: 'skl-sinistro-auto' });
  return { model, clock, events, id };
}

describe('transfer demo: targets', () => {
  it('lists the other skills of the channel and the other agents, by name, with who is online', () => {
    const { model, id } = setup();
    const { skills, users } = transferOptions(model, AGENT_ID, id);
    expect(skills.map((s) => s.name)).toEqual(['Assistência 24h', 'Seguro Residencial', 'Vida e Previdência']);
    expect(skills.every((s) => s.onlineUsers > 0)).toBe(true);
    expect(users).toEqual([
      { id: '1003', name: 'Bruno Lima', onlineUsers: 0, skillId: 'skl-residencial' },
      { id: SUPERVISOR_ID, name: 'Carlos Mendes', onlineUsers: 1, skillId: 'skl-sinistro-auto' },
      { id: '1007', name: 'Juliana Castro', onlineUsers: 0, skillId: 'skl-sinistro-auto' },
      { id: '1005', name: 'Marina Costa', onlineUsers: 1, skillId: 'skl-residencial' },
      { id: '1004', name: 'Paula Ribeiro', onlineUsers: 1, skillId: 'skl-vida' },
      { id: '1006', name: 'Rafael Alves', onlineUsers: 1, skillId: 'skl-sinistro-auto' },
    ]);
  });

  it("someone else's conversation is not found", () => {
    const { model, id } = setup();
    expect(refusal(() => transferOptions(model, SUPERVISOR_ID, id))).toMatchObject({ status: 404 });
  });
});

describe('transfer demo: transfers', () => {
  it('to a skill: the conversation leaves the agent for the queue', () => {
    const { model, id } = setup();
    transfer(model, AGENT_ID, id, { kind: 'skill', skillId: 'skl-residencial', commentary: REASON });
    const c = model.getConversation(id)!;
    expect(c.skillId).toBe('skl-residencial');
    expect(c.users).toEqual([]);
    expect(model.listConversations(AGENT_ID).some((x) => x.conversationId === id)).toBe(false);
  });

  it('to an agent: they receive it (newMessageQueue)', () => {
    const { model, events, id } = setup();
    transfer(model, AGENT_ID, id, { kind: 'user', userId: SUPERVISOR_ID, skillId: 'skl-sinistro-auto', commentary: REASON });
    expect(model.getConversation(id)!.users.map((u) => u.user_id)).toEqual([SUPERVISOR_ID]);
    expect(events.at(-1)).toMatchObject({ userId: SUPERVISOR_ID, event: 'newMessageQueue' });
  });

  it('refuses an offline agent, a short reason, and a conversation already gone', () => {
    const { model, id } = setup();
    expect(refusal(() => transfer(model, AGENT_ID, id, { kind: 'user', userId: '1003', skillId: 'skl-residencial', commentary: REASON }))).toMatchObject({
      status: 409,
      value: 'userOffline',
    });
    expect(refusal(() => transfer(model, AGENT_ID, id, { kind: 'skill', skillId: 'skl-vida', commentary: 'curto demais' }))).toMatchObject({ status: 400, key: 'commentary' });
    transfer(model, AGENT_ID, id, { kind: 'skill', skillId: 'skl-vida', commentary: REASON });
    expect(refusal(() => transfer(model, AGENT_ID, id, { kind: 'skill', skillId: 'skl-vida', commentary: REASON }))).toMatchObject({
      status: 409,
      value: 'This attendance has already been transferred',
    });
  });

  it('the failure switch: already transferred, or a server error, until switched off', () => {
    const { model, id } = setup();
    setTransferFailure(model, 'alreadyTransferred');
    expect(refusal(() => transfer(model, AGENT_ID, id, { kind: 'skill', skillId: 'skl-vida', commentary: REASON }))).toMatchObject({ status: 409 });
    setTransferFailure(model, 'serverError');
    expect(refusal(() => transfer(model, AGENT_ID, id, { kind: 'skill', skillId: 'skl-vida', commentary: REASON }))).toMatchObject({ status: 500, value: 'Unavailable service' });
    setTransferFailure(model, null);
    transfer(model, AGENT_ID, id, { kind: 'skill', skillId: 'skl-vida', commentary: REASON });
  });
});

describe('transfer demo: unavailable skills', () => {
  const unavailable = (run: () => void) => {
    try {
      run();
    } catch (error) {
      if (error instanceof SkillUnavailableError) return error.items;
    }
    throw new Error('expected the skill to be unavailable');
  };

  it('lists every reason, with the next opening of the schedule when outside it', () => {
    const { model, id } = setup();
    setSkillUnavailable(model, 'skl-vida', 'exception');
    setSkillUnavailable(model, 'skl-vida', 'outsideSchedule');
    setSkillUnavailable(model, 'skl-vida', 'noUserOnline');
    expect(transferOptions(model, AGENT_ID, id).skills.find((s) => s.id === 'skl-vida')!.onlineUsers).toBe(0);
    const items = unavailable(() => transfer(model, AGENT_ID, id, { kind: 'skill', skillId: 'skl-vida', commentary: REASON }));
    const next = nextOpening({ days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00' }, model.now()).toISOString();
    expect(items).toEqual([
      { key: 'skillUnavailable', value: 'skillInException' },
      { key: 'skillUnavailable', value: 'outsideWorkSchedule' },
      { key: 'skillUnavailable', value: 'noUserOnline' },
      { key: 'nextAvailableDate', value: next },
    ]);
    // Nothing changed: the conversation is still the agent's.
    expect(model.getConversation(id)!.users.map((u) => u.user_id)).toEqual([AGENT_ID]);
    setSkillUnavailable(model, 'skl-vida', null);
    expect(reasonsFor(model, 'skl-vida')).toEqual([]);
  });

  it('an unknown skill is refused by the control', () => {
    const { model } = setup();
    expect(refusal(() => setSkillUnavailable(model, 'skl-nada', 'exception'))).toBeInstanceOf(DemoError);
  });

  it('the next opening: later today, else the next working day', () => {
    const schedule = { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00' };
    const mondayEarly = new Date(2026, 10, 23, 7, 30).getTime();
    expect(nextOpening(schedule, mondayEarly)).toEqual(new Date(2026, 10, 23, 9, 0));
    const fridayNight = new Date(2026, 10, 27, 20, 0).getTime();
    expect(nextOpening(schedule, fridayNight)).toEqual(new Date(2026, 10, 30, 9, 0));
  });
});

describe('transfer demo: favourites', () => {
  it('each user has their own; starring adds to the category configuration, unstarring removes', () => {
    const { model } = setup();
    expect(userConfigurations(model, AGENT_ID).map((c) => c.category)).toEqual(['transfer_skills', 'transfer_users']);
    expect(userConfigurations(model, '1004')).toEqual([]);
    const configId = addFavourite(model, AGENT_ID, { skill_id: 'skl-vida' });
    expect(userConfigurations(model, AGENT_ID).find((c) => c.id === configId)!.info.skill_id).toEqual(['skl-assistencia', 'skl-vida']);
    removeFavourite(model, AGENT_ID, configId, 'skl-assistencia');
    expect(userConfigurations(model, AGENT_ID).find((c) => c.id === configId)!.info.skill_id).toEqual(['skl-vida']);
    // A user without one gets a configuration made for them.
    const made = addFavourite(model, '1004', { user_id: AGENT_ID });
    expect(userConfigurations(model, '1004')).toEqual([{ id: made, category: 'transfer_users', info: { user_id: [AGENT_ID] } }]);
    expect(refusal(() => addFavourite(model, AGENT_ID, {}))).toMatchObject({ status: 400 });
    expect(refusal(() => removeFavourite(model, '1004', configId, 'x'))).toMatchObject({ status: 404 });
  });
});
