import { describe, expect, test } from '@rstest/core';
import { currentAvailability, currentAvailabilityKind } from './availabilityTree';

const tree = (current: string) => [
  { id: 'on', default: current === 'on', typeInfo: 'online', children: [] },
  { id: 'soon', default: current === 'soon', typeInfo: 'backsoon', children: [] },
  {
    id: 'away',
    default: current === 'away',
    typeInfo: 'away',
    children: [{ id: 'lunch', default: current === 'lunch', typeInfo: undefined, children: [] }],
  },
];

describe('the current availability', () => {
  test('is the one flagged default, sub-reasons included', () => {
    expect(currentAvailability(tree('soon'))?.id).toBe('soon');
    expect(currentAvailability(tree('lunch'))?.id).toBe('lunch');
    expect(currentAvailability(tree('none'))).toBeUndefined();
  });

  test('its kind; a sub-reason without one takes its parent’s', () => {
    expect(currentAvailabilityKind(tree('on'))).toBe('online');
    expect(currentAvailabilityKind(tree('lunch'))).toBe('away');
    expect(currentAvailabilityKind(tree('none'))).toBeUndefined();
  });
});
