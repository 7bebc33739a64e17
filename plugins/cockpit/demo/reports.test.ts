import { AGENT_ID, testModel } from '@tessera/core/testing/demo';
import { describe, expect, it } from '@rstest/core';
import { cockpitReports, recordCockpit } from './reports';

describe('the cockpit feed of the demo contact centre', () => {
  it('keeps the reports, newest last, each with its user and time', () => {
    const { model } = testModel();
    recordCockpit(model, AGENT_ID, { conversationId: 'c1', nomeSolicitante: 'Maria', arriving: true, matricula: 'M10231' });
    recordCockpit(model, AGENT_ID, { conversationId: 'c1', nomeSolicitante: 'Maria', arriving: false, matricula: 'M10231' });
    expect(cockpitReports(model).map((r) => r.arriving)).toEqual([true, false]);
    expect(cockpitReports(model)[0]).toEqual({ userId: AGENT_ID, conversationId: 'c1', nomeSolicitante: 'Maria', arriving: true, matricula: 'M10231', at: expect.any(String) });
  });

  it('keeps a few dozen at most', () => {
    const { model } = testModel();
    for (let i = 0; i < 60; i++) recordCockpit(model, AGENT_ID, { conversationId: `c${i}`, arriving: true });
    expect(cockpitReports(model)).toHaveLength(50);
    expect(cockpitReports(model).at(-1)!.conversationId).toBe('c59');
  });
});
