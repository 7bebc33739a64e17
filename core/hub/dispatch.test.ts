import { afterEach, describe, expect, test } from '@rstest/core';
import mitt from 'mitt';
import type { Bus } from '../bus';
import { setLogSink } from '../logger';
import { emitToEveryListener } from './dispatch';

afterEach(() => setLogSink(undefined));

describe('hub events on the bus', () => {
  test('a listener that throws is logged; the listeners after it (the store, other plugins) still get the event', () => {
    const errors: string[] = [];
    setLogSink({ warn: () => undefined, info: () => undefined, error: (m) => void errors.push(m) });
    const bus = mitt() as unknown as Bus;
    const got: string[] = [];
    bus.on('hub:endPosChat', () => {
      throw new Error('a broken plugin');
    });
    bus.on('hub:endPosChat', ({ conversationId }) => void got.push(`store ${conversationId}`));
    bus.on('*', (type) => void got.push(`every ${String(type)}`));
    emitToEveryListener(bus, 'hub:endPosChat', { conversationId: 'c1' });
    expect(got).toEqual(['store c1', 'every hub:endPosChat']);
    expect(errors).toEqual(['[hub] a listener of "hub:endPosChat" failed; the others still get it']);
  });
});
