import { describe, expect, test } from '@rstest/core';
import { HttpError } from '@microsoft/signalr';
import { createRetryPolicy } from './retryPolicy';
import { isUnauthorized } from './unauthorized';

const retry = (retryReason: Error, previousRetryCount = 0) =>
  createRetryPolicy([0, 1000], 15_000, () => 0.5).nextRetryDelayInMilliseconds({ previousRetryCount, elapsedMilliseconds: 0, retryReason });

describe('a token the hub refuses', () => {
  test("negotiate's 401, bare or wrapped by SignalR, is a refusal; other failures are not", () => {
    expect(isUnauthorized(new HttpError('Unauthorized', 401))).toBe(true);
    expect(isUnauthorized(new Error("Failed to complete negotiation with the server: Error: Unauthorized: Status code '401'"))).toBe(true);
    expect(isUnauthorized(new HttpError('Internal Server Error', 500))).toBe(false);
    expect(isUnauthorized(new Error('WebSocket closed with status code: 1006'))).toBe(false);
  });

  test('stops the automatic reconnect, which otherwise never gives up', () => {
    expect(retry(new HttpError('Unauthorized', 401))).toBeNull();
    expect(retry(new Error('Failed to fetch'))).toBe(0);
    expect(retry(new Error('Failed to fetch'), 7)).toBe(15_000);
  });
});
