import { describe, expect, it } from '@rstest/core';
import { ApiError, errorFromResponse } from '../../../core/api/error';
import { passwordChangeErrorPlan, PREVIOUS_PASSWORD, recoverErrorPlan } from './serverErrors';

const answer = (status: number, message: { key: string; value: string }[]) => errorFromResponse(status, { message });

describe('recover e-mail errors (spec 000 §5)', () => {
  it("puts key 'e-mail' on the e-mail field", () => {
    expect(recoverErrorPlan(answer(404, [{ key: 'e-mail', value: 'E-mail not found' }]))).toEqual({
      fields: [{ field: 'email', text: 'E-mail not found' }],
      toasts: [],
    });
  });

  it('puts a key with the name of the field on it', () => {
    expect(recoverErrorPlan(answer(400, [{ key: 'email', value: 'Invalid e-mail' }])).fields).toEqual([{ field: 'email', text: 'Invalid e-mail' }]);
  });

  it('shows a key that names no field as an error toast', () => {
    expect(recoverErrorPlan(answer(400, [{ key: 'slug', value: 'Company not found' }, { key: 'e-mail', value: 'E-mail not found' }]))).toEqual({
      fields: [{ field: 'email', text: 'E-mail not found' }],
      toasts: ['Company not found'],
    });
  });

  it("shows status 500 and a lost connection as 'Unavailable service', whatever the body", () => {
    expect(recoverErrorPlan(answer(500, [{ key: 'e-mail', value: 'boom' }]))).toEqual({ fields: [], toasts: ['Unavailable service'] });
    expect(recoverErrorPlan(new ApiError('Unavailable service', undefined))).toEqual({ fields: [], toasts: ['Unavailable service'] });
  });

  it('shows a plain message without a list as a toast', () => {
    expect(recoverErrorPlan(errorFromResponse(429, { message: 'Too many requests' }))).toEqual({ fields: [], toasts: ['Too many requests'] });
  });
});

describe('new password errors (reset and expired)', () => {
  it('shows the previous-password refusal under the new-password field, whatever its key', () => {
    for (const key of ['password', 'newPassword', 'message', 'error']) {
      expect(passwordChangeErrorPlan(answer(400, [{ key, value: PREVIOUS_PASSWORD }]))).toEqual({
        fields: [{ field: 'newPassword', text: PREVIOUS_PASSWORD }],
        toasts: [],
      });
    }
  });

  it('maps password and newPassword to the new-password field and passwordRepeat to the repeat', () => {
    const plan = passwordChangeErrorPlan(
      answer(400, [
        { key: 'password', value: 'too weak' },
        { key: 'passwordRepeat', value: 'not the same' },
      ]),
    );
    expect(plan.fields).toEqual([
      { field: 'newPassword', text: 'too weak' },
      { field: 'passwordRepeat', text: 'not the same' },
    ]);
  });

  it('shows other keys as error toasts (an inherited object key is no field either)', () => {
    expect(passwordChangeErrorPlan(answer(400, [{ key: 'slug', value: 'Company not found' }, { key: 'toString', value: 'odd' }]))).toEqual({
      fields: [],
      toasts: ['Company not found', 'odd'],
    });
  });

  it("answers 401 with the 'passwordNew401' snackbar only", () => {
    expect(passwordChangeErrorPlan(answer(401, [{ key: 'authorization', value: 'Invalid request' }]))).toEqual({
      fields: [],
      toasts: [],
      snackbar: 'password.passwordNew401',
    });
  });

  it("shows status 500 as 'Unavailable service'", () => {
    expect(passwordChangeErrorPlan(answer(500, []))).toEqual({ fields: [], toasts: ['Unavailable service'] });
  });
});
