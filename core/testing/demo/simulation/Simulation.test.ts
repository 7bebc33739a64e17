import { describe, expect, it } from '@rstest/core';
import { ModelHost } from '../host';
import { AGENT_ID, DEMO_PASSWORD } from '../model/accounts';
import { testModel } from '../model/testModel';
import { CHAT_INACTIVITY_SECONDS, SYSTEM_INACTIVITY_GRACE } from '../model/inactivity';
import { Simulation } from './Simulation';

function setup() {
  const { model, clock } = testModel();
  const host = new ModelHost(model);
  const events: { userId: string; event: string; payload: unknown }[] = [];
  host.events.on('hub', (e) => events.push(e));
  return { model, clock, host, events, simulation: new Simulation(host) };
}

describe('Simulation', () => {
  it('does nothing while nobody is signed in', () => {
    const { model, clock, events, simulation } = setup();
    const before = JSON.stringify(model.toJSON());
    clock.advance(10 * 60_000);
    simulation.tick();
    expect(events).toEqual([]);
    expect(JSON.stringify(model.toJSON())).toBe(before);
  });

  it('brings a conversation every 25-60 s to the signed-in agent, up to 12 open', () => {
    const { model, clock, events, simulation } = setup();
    model.login('agente@tessera.demo', DEMO_PASSWORD);
    simulation.tick();
    const first = model.state.simulation.nextArrivalAt! - clock.now();
    expect(first).toBeGreaterThanOrEqual(25_000);
    expect(first).toBeLessThanOrEqual(60_000);
    clock.advance(first - 1);
    simulation.tick();
    expect(events).toEqual([]);
    clock.advance(1);
    simulation.tick();
    expect(events.map((e) => [e.userId, e.event])).toEqual([[AGENT_ID, 'newMessageQueue']]);

    for (let i = 0; i < 40; i++) {
      clock.advance(60_000);
      simulation.tick();
    }
    const open = model.listConversations(AGENT_ID).filter((c) => c.status === 'active' || c.status === 'inactive');
    expect(open).toHaveLength(12);
  });

  it('lets consumers answer 4-15 s after the agent, in context, or go quiet and turn inactive', () => {
    const { model, clock, events, simulation } = setup();
    model.login('agente@tessera.demo', DEMO_PASSWORD);
    model.setPaused(false);
    const ids = [0, 1, 2, 3, 4, 5].map(() => model.newConversation({ channel: 'whatsapp' }));
    model.state.simulation.nextArrivalAt = clock.now() + 3_600_000; // keep arrivals out of the way
    ids.forEach((id) => model.agentSends(id, 'Pode me confirmar o CPF do titular?'));
    events.length = 0;
    clock.advance(3_999);
    simulation.tick();
    expect(events).toEqual([]);
    clock.advance(11_001);
    simulation.tick();
    const replies = events.filter((e) => e.event === 'newMessageTelegram');
    expect(replies.length).toBeGreaterThan(0);
    for (const reply of replies) {
      const { conversationId, message } = reply.payload as { conversationId: string; message: { text: string } };
      const consumer = model.state.consumers.find((c) => c.id === model.state.conversations[conversationId]!.consumerId)!;
      expect(message.text).toContain(consumer.cpf);
    }
    const quiet = ids.length - replies.length;
    expect(quiet).toBeGreaterThan(0); // seed 2026: some consumers go quiet
    const inactivated = () => events.filter((e) => e.event === 'inactiveConversationBySystem');
    // The quiet ones turn inactive after inactivityTime: first the agent's workspace marks them
    // (POST change-status); the system only steps in a little later, when no workspace did.
    clock.advance(CHAT_INACTIVITY_SECONDS * 1_000 - 15_000);
    simulation.tick();
    expect(inactivated()).toHaveLength(0);
    clock.advance(SYSTEM_INACTIVITY_GRACE - 1);
    simulation.tick();
    expect(inactivated()).toHaveLength(0);
    clock.advance(1);
    simulation.tick();
    expect(inactivated()).toHaveLength(quiet);
  });

  it('does not mark again a conversation the workspace already marked inactive', () => {
    const { model, clock, events, simulation } = setup();
    model.login('agente@tessera.demo', DEMO_PASSWORD);
    model.setPaused(false);
    model.state.simulation.nextArrivalAt = clock.now() + 3_600_000;
    const id = model.newConversation({ channel: 'webchat' });
    model.agentSends(id, 'Pode me informar a placa do veículo?');
    model.state.conversations[id]!.pending = { inactiveAt: clock.now() + CHAT_INACTIVITY_SECONDS * 1_000 + SYSTEM_INACTIVITY_GRACE };
    clock.advance(CHAT_INACTIVITY_SECONDS * 1_000);
    model.changeStatus(id, 'inactive', AGENT_ID);
    events.length = 0;
    clock.advance(SYSTEM_INACTIVITY_GRACE);
    simulation.tick();
    expect(events).toEqual([]);
    expect(model.state.conversations[id]!.messages.filter((m) => m.by === 'system' && /inativa/.test(m.text))).toHaveLength(1);
  });

  it('holds everything while paused and catches up on resume', () => {
    const { model, clock, events, simulation } = setup();
    model.login('agente@tessera.demo', DEMO_PASSWORD);
    const id = model.newConversation({ channel: 'webchat' });
    model.closeByClient(id);
    events.length = 0;
    model.setPaused(true);
    clock.advance(120_000);
    simulation.tick();
    expect(events).toEqual([]);
    model.setPaused(false);
    simulation.tick();
    expect(events.map((e) => e.event)).toContain('endPosChat');
    expect(model.getConversation(id)?.status).toBe('closed');
  });

  it('is deterministic under the seed', () => {
    const run = () => {
      const { model, clock, events, simulation } = setup();
      model.login('agente@tessera.demo', DEMO_PASSWORD);
      for (let i = 0; i < 20; i++) {
        clock.advance(20_000);
        simulation.tick();
        const open = model.listConversations(AGENT_ID).find((c) => c.status === 'active' && c.channel === 'whatsapp');
        if (open && i % 3 === 0) model.agentSends(open.conversationId, 'Qual a placa do veículo?');
      }
      return events.map((e) => JSON.stringify(e));
    };
    const first = run();
    expect(first.length).toBeGreaterThan(5);
    expect(run()).toEqual(first);
  });
});
