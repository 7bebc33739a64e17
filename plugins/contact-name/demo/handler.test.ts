import { ApiError, call } from '@tessera/core';
import { useHarness } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import * as z from 'zod/mini';
import { displayNameEndpoint } from '../endpoints';

const harness = useHarness({ paused: true });

const refusal = (run: () => Promise<unknown>) =>
  run().then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as ApiError,
  );

describe('PATCH /display-name in the demo contact centre', () => {
  test('wants the consumer id and a display_name (null clears)', async () => {
    const missingId = await refusal(() => call('patch', displayNameEndpoint(), z.unknown(), { body: { display_name: 'x' } }));
    expect(missingId).toBeInstanceOf(ApiError);
    expect([missingId.status, missingId.field('id')]).toEqual([400, 'id is required']);
    const consumerId = harness.demo.model.listConversations('1001')[0]!.consumer.id;
    const missingName = await refusal(() => call('patch', displayNameEndpoint(), z.unknown(), { params: { id: consumerId }, body: {} }));
    expect([missingName.status, missingName.field('display_name')]).toEqual([400, 'display_name is required']);
  });
});
