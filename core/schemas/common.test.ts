import { describe, expect, test } from '@rstest/core';
import { idString, isoDate, MAX_ID_LENGTH } from './common';
import { messageSchema } from './message';

const message = (patch: Record<string, unknown>) => ({ _id: 'm1', by: 'consumer', text: 'Olá', sentTime: new Date().toISOString(), ...patch });

describe('what the boundary refuses', () => {
  test('a message dated in the far future, or before there were any, is refused; a little clock skew is not', () => {
    expect(messageSchema.safeParse(message({ sentTime: '+275760-09-13T00:00:00.000Z' })).success).toBe(false);
    expect(messageSchema.safeParse(message({ sentTime: new Date(Date.now() + 3 * 86_400_000).toISOString() })).success).toBe(false);
    expect(messageSchema.safeParse(message({ sentTime: '1970-01-01T00:00:00.000Z' })).success).toBe(false);
    expect(messageSchema.safeParse(message({ sentTime: new Date(Date.now() + 60_000).toISOString() })).success).toBe(true);
    expect(isoDate.safeParse('yesterday').success).toBe(false);
  });

  test('an empty, blank or absurdly long id is refused; numeric ids become strings', () => {
    expect(messageSchema.safeParse(message({ _id: '' })).success).toBe(false);
    expect(idString.safeParse('   ').success).toBe(false);
    expect(idString.safeParse('x'.repeat(MAX_ID_LENGTH + 1)).success).toBe(false);
    expect(idString.safeParse(Number.NaN).success).toBe(false);
    expect(idString.parse(1001)).toBe('1001');
  });
});
