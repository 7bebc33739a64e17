import { describe, expect, it } from '@rstest/core';
import { AGENT_ID, DEMO_PASSWORD, SUPERVISOR_ID } from './accounts';
import { manualClock } from './clock';
import { DemoModel } from './DemoModel';
import { testModel } from './testModel';
import { DemoError } from './types';

describe('DemoModel seed', () => {
  it('is deterministic under its seed and differs across seeds', () => {
    const a = new DemoModel({ clock: manualClock() }).toJSON();
    const b = new DemoModel({ clock: manualClock() }).toJSON();
    const c = new DemoModel({ clock: manualClock(), seed: 7 }).toJSON();
    expect(a).toEqual(b);
    expect(c.consumers[0]?.name).not.toEqual(a.consumers[0]?.name);
    expect(a.seed).toBe(2026);
  });

  it('gives the agent four open conversations across channels and two finished ones', () => {
    const { model } = testModel();
    const list = model.listConversations(AGENT_ID);
    expect(list).toHaveLength(6);
    const open = list.filter((c) => c.status === 'active' || c.status === 'inactive');
    expect(new Set(open.map((c) => c.channel))).toEqual(new Set(['whatsapp', 'webchat', 'telefone', 'real_automation']));
    expect(list.filter((c) => c.status === 'closed' || c.status === 'pos-chat')).toHaveLength(2);
    expect(model.state.consumers).toHaveLength(40);
    expect(model.state.skills.length).toBeGreaterThanOrEqual(6);
  });

  it('has threads longer than 40 messages so paging matters', () => {
    const { model } = testModel();
    const long = Object.values(model.state.conversations).filter((r) => r.messages.length > 40);
    expect(long.length).toBeGreaterThanOrEqual(2);
  });

  it('round-trips through JSON and continues the same random sequence', () => {
    const { model, clock } = testModel();
    const copy = DemoModel.fromJSON(JSON.parse(JSON.stringify(model.toJSON())), { clock });
    expect(copy.toJSON()).toEqual(model.toJSON());
    expect(copy.newConversation()).toBe(model.newConversation());
    expect(copy.toJSON()).toEqual(model.toJSON());
  });

  it('reset() reseeds the data but keeps sign-ins and the pause switch', () => {
    const { model } = testModel();
    const token = model.login('agente@tessera.demo', DEMO_PASSWORD).Authorization;
    model.newConversation();
    model.setPaused(true);
    model.reset(99);
    expect(model.isPaused()).toBe(true);
    expect(model.state.seed).toBe(99);
    expect(model.listConversations(AGENT_ID)).toHaveLength(6);
    expect(model.userForToken(token)?.id).toBe(AGENT_ID);
  });
});

describe('DemoModel sign-in', () => {
  it('signs both accounts in and refuses wrong credentials alike', () => {
    const { model } = testModel();
    expect(model.login('AGENTE@tessera.demo', DEMO_PASSWORD).user.id).toBe(AGENT_ID);
    expect(model.login('supervisor@tessera.demo', DEMO_PASSWORD).roles[0]?.name).toBe('manager');
    for (const [email, password] of [
      ['agente@tessera.demo', 'wrong'],
      ['nobody@tessera.demo', DEMO_PASSWORD],
    ] as const) {
      expect(() => model.login(email, password)).toThrow(DemoError);
      try {
        model.login(email, password);
      } catch (e) {
        expect(e).toMatchObject({ status: 401, key: 'password', value: 'Invalid Credentials' });
      }
    }
  });

  it('brings new conversations to the user who signed in last', () => {
    const { model, events } = testModel();
    model.login('supervisor@tessera.demo', DEMO_PASSWORD);
    const id = model.newConversation();
    expect(events.at(-1)).toMatchObject({ userId: SUPERVISOR_ID, event: 'newMessageQueue' });
    expect(model.getConversation(id)?.users[0]?.user_id).toBe(SUPERVISOR_ID);
  });
});
