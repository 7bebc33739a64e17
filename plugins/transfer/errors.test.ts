import { ApiError } from '@tessera/core';
import { describe, expect, test } from '@rstest/core';
import { transferFailure } from './errors';

const refused = (status: number, items: { key: string; value: string }[]) => new ApiError(items[0]?.value ?? 'Unavailable service', status, items);

describe('transfer errors (spec 001 §8)', () => {
  test('already transferred has its own message', () => {
    expect(transferFailure(refused(409, [{ key: 'conversation', value: 'This attendance has already been transferred' }]), 'Vida')).toEqual({
      kind: 'toast',
      messageId: 'transfer.error.alreadyTransferred',
    });
  });

  test('a known first value is translated; an unknown one, or none, is "conversation not transferred"', () => {
    expect(transferFailure(refused(409, [{ key: 'user', value: 'userOffline' }]), 'Carlos')).toEqual({ kind: 'toast', messageId: 'transfer.error.userOffline' });
    expect(transferFailure(refused(400, [{ key: 'x', value: 'Something odd' }]), 'Vida')).toEqual({ kind: 'toast', messageId: 'transfer.error.notTransferred' });
    expect(transferFailure(new ApiError('Unavailable service', 500), 'Vida')).toEqual({ kind: 'toast', messageId: 'transfer.error.notTransferred' });
    expect(transferFailure(new Error('boom'), 'Vida')).toEqual({ kind: 'toast', messageId: 'transfer.error.notTransferred' });
    // An inherited property name is not a known value.
    expect(transferFailure(refused(400, [{ key: 'x', value: 'constructor' }]), 'Vida')).toEqual({ kind: 'toast', messageId: 'transfer.error.notTransferred' });
  });

  test('skill availability: every reason, and the next date when valid', () => {
    const error = refused(409, [
      { key: 'skillUnavailable', value: 'skillInException' },
      { key: 'skillUnavailable', value: 'outsideWorkSchedule' },
      { key: 'skillUnavailable', value: 'noUserOnline' },
      { key: 'skillUnavailable', value: 'somethingNew' },
      { key: 'nextAvailableDate', value: '2026-11-25T12:00:00.000Z' },
    ]);
    expect(transferFailure(error, 'Vida e Previdência')).toEqual({
      kind: 'unavailable',
      unavailability: { skillName: 'Vida e Previdência', reasons: ['skillInException', 'outsideWorkSchedule', 'noUserOnline'], nextAvailableDate: '2026-11-25T12:00:00.000Z' },
    });
    const badDate = refused(409, [
      { key: 'skillUnavailable', value: 'outsideWorkSchedule' },
      { key: 'nextAvailableDate', value: 'amanhã' },
    ]);
    expect(transferFailure(badDate, 'Vida')).toEqual({ kind: 'unavailable', unavailability: { skillName: 'Vida', reasons: ['outsideWorkSchedule'], nextAvailableDate: undefined } });
  });
});
