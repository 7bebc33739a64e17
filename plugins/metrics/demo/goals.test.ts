import { AGENT_ID, AVAILABILITY, DemoError, MINUTE, SUPERVISOR_ID, testModel } from '@tessera/core/testing/demo';
import { describe, expect, it } from '@rstest/core';
import { goals, isMetricsFailing, setMetricsFailure } from './goals';

describe('GET /goal-user in the demo', () => {
  it('answers every field of spec 000 §3, the same for the same seed', () => {
    const { model } = testModel();
    const metrics = goals(model, AGENT_ID);
    expect(metrics).toEqual(goals(testModel().model, AGENT_ID));
    expect(metrics.average_time).toMatchObject({ goal: { value: 300 }, interval: 'day' });
    expect(metrics.average_time.time_attendence).toBeGreaterThan(120);
    expect(metrics.average_time.time_attendence).toBeLessThan(600);
    expect(metrics.csat.csat_percentage).toBeGreaterThan(0);
    expect(metrics.csat.csat_percentage).toBeLessThanOrEqual(100);
    expect(metrics.nps.value).toBeGreaterThanOrEqual(-100);
    expect(metrics.nps.value).toBeLessThanOrEqual(100);
    expect(metrics.total_attendence.value).toBeGreaterThanOrEqual(17);
    expect(metrics.goals.status).toEqual({ availability_name: 'Online', start_time: expect.any(String) });
    // Each account has its own day.
    expect(goals(model, SUPERVISOR_ID).total_attendence.value).not.toBe(metrics.total_attendence.value);
  });

  it('a conversation the agent finishes counts, its time included', () => {
    const { model, clock } = testModel();
    const before = goals(model, AGENT_ID);
    const open = Object.values(model.state.conversations).find(
      (r) => r.conversation.status === 'active' && r.conversation.users.some((u) => u.user_id === AGENT_ID),
    )!;
    clock.advance(30 * MINUTE);
    model.closeByClient(open.conversation.conversationId);
    const after = goals(model, AGENT_ID);
    expect(after.total_attendence.value).toBe(before.total_attendence.value + 1);
    // The conversation lasted long (capped at 15 min): the average goes up.
    expect(after.average_time.time_attendence).toBeGreaterThan(before.average_time.time_attendence);
  });

  it('the status and since when follow the agent’s availability', () => {
    const { model, clock } = testModel();
    clock.advance(5 * MINUTE);
    model.setAvailability(AGENT_ID, AVAILABILITY.lunch);
    expect(goals(model, AGENT_ID).goals.status).toEqual({ availability_name: 'Almoço', start_time: new Date(clock.now()).toISOString() });
  });

  it('answers the company’s words in English when asked in English', () => {
    const { model } = testModel();
    model.setAvailability(AGENT_ID, AVAILABILITY.coffee);
    const english = goals(model, AGENT_ID, 'en');
    expect(english.goals.status.availability_name).toBe('Coffee break');
    expect(english.average_time.goal.tooltip).toBe('Goal: up to 5 minutes per conversation');
    expect(goals(model, AGENT_ID).goals.status.availability_name).toBe('Pausa café');
  });

  it('the failure switch makes it answer 500 until turned off', () => {
    const { model } = testModel();
    setMetricsFailure(model, true);
    expect(isMetricsFailing(model)).toBe(true);
    expect(() => goals(model, AGENT_ID)).toThrow(DemoError);
    try {
      goals(model, AGENT_ID);
    } catch (error) {
      expect((error as DemoError).status).toBe(500);
    }
    setMetricsFailure(model, false);
    expect(goals(model, AGENT_ID).goals.status.availability_name).toBe('Online');
  });
});
