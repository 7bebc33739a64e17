import { describe, expect, test } from '@rstest/core';
import { AxiosError, AxiosHeaders } from 'axios';
import { ApiError, errorFromResponse, toApiError, UNAVAILABLE_SERVICE } from './error';

describe('API error mapping', () => {
  test('status 500 reads "Unavailable service" whatever the server said', () => {
    expect(errorFromResponse(500, { message: 'NullReferenceException at line 42' }).message).toBe(UNAVAILABLE_SERVICE);
  });

  test('any other status keeps the server message', () => {
    expect(errorFromResponse(403, { message: 'Access denied, contact your supervisor' }).message).toBe(
      'Access denied, contact your supervisor',
    );
  });

  test('a key/value list is kept for the fields, and its first value is the message', () => {
    const error = errorFromResponse(401, { message: [{ key: 'password', value: 'Invalid Credentials' }, { key: 'e-mail', value: 'bad' }] });
    expect(error.message).toBe('Invalid Credentials');
    expect(error.field('password')).toBe('Invalid Credentials');
    expect(error.field('e-mail')).toBe('bad');
    expect(error.status).toBe(401);
  });

  test('no answer at all (network down) is an unavailable service', () => {
    expect(toApiError(new AxiosError('Network Error')).message).toBe(UNAVAILABLE_SERVICE);
  });

  test('an axios error with a response is mapped from that response', () => {
    const response = { status: 404, data: { message: 'Conversation not found' }, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } };
    const error = toApiError(new AxiosError('x', 'ERR', undefined, undefined, response));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Conversation not found');
  });
});
