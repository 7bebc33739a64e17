import { describe, expect, rs, test } from '@rstest/core';
import { bus, type BusEvents } from '.';

// The events 'busTest:local' and 'busTest:fromHub' are merged in eventTypes.check.ts.

describe('the bus', () => {
  test('merged events travel with their payload types, and a plain payload is still a leader-only one', () => {
    const local = rs.fn<(payload: BusEvents['busTest:local']) => void>();
    const fromHub = rs.fn<(payload: BusEvents['busTest:fromHub']) => void>();
    bus.on('busTest:local', local);
    bus.on('busTest:fromHub', fromHub);
    bus.emit('busTest:local', { id: 'a' });
    bus.emit('busTest:fromHub', { id: 'b' });
    bus.off('busTest:local', local);
    bus.off('busTest:fromHub', fromHub);
    expect(local).toHaveBeenCalledWith({ id: 'a' });
    expect(fromHub).toHaveBeenCalledWith({ id: 'b' });
    // @ts-expect-error a typo in an event name does not compile
    bus.emit('busTest:locall', { id: 'a' });
  });
});
