import { describe, expect, it } from '@rstest/core';
import { AGENT_ID } from './accounts';
import { AVAILABILITY } from './availability';
import { DemoError } from './types';
import { refusal, testModel } from './testModel';

describe('the demo status failure switch', () => {
  it('makes PATCH /user/status refuse with 500 until turned off, changing nothing', () => {
    const { model, events } = testModel();
    model.setAvailabilityFailure(true);
    expect(refusal(() => model.setAvailability(AGENT_ID, AVAILABILITY.lunch))).toMatchObject({ status: 500 });
    expect(model.state.users.find((u) => u.id === AGENT_ID)?.availabilityId).toBe(AVAILABILITY.online);
    expect(events).toHaveLength(0);
    model.setAvailabilityFailure(false);
    expect(model.setAvailability(AGENT_ID, AVAILABILITY.lunch)).toBe(AVAILABILITY.lunch);
  });
});
