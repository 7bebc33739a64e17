import { describe, expect, test } from '@rstest/core';
import { evaluateWhen, type GateContext } from './when';

const base: GateContext = {
  features: [
    { name: 'Tab', active: true, required: true, config: { list: [] } },
    { name: 'Insight', active: false, required: false, config: { list: [] } },
  ],
  permissionsExtra: { phone: true },
  role: 'agent',
  conversation: { channel: 'whatsapp', status: 'active', isAiSummaryEnabled: true },
};

describe('plugin gates', () => {
  test('feature gates follow active and required flags', () => {
    expect(evaluateWhen({ feature: 'Tab' }, base)).toBe(true);
    expect(evaluateWhen({ feature: 'Tab', required: true }, base)).toBe(true);
    expect(evaluateWhen({ feature: 'Insight' }, base)).toBe(false);
    // @ts-expect-error a feature no plugin declared does not compile (and never passes)
    expect(evaluateWhen({ feature: 'Unknown' }, base)).toBe(false);
  });

  test('permission and role gates', () => {
    expect(evaluateWhen({ permission: 'phone' }, base)).toBe(true);
    expect(evaluateWhen({ permission: 'phone' }, { ...base, permissionsExtra: {} })).toBe(false);
    expect(evaluateWhen({ role: 'manager' }, base)).toBe(false);
  });

  test('conversation gates read the active conversation, and fail without one', () => {
    expect(evaluateWhen({ channel: ['telefone', 'whatsapp'] }, base)).toBe(true);
    expect(evaluateWhen({ status: 'closed' }, base)).toBe(false);
    expect(evaluateWhen({ conversation: 'aiSummary' }, base)).toBe(true);
    expect(evaluateWhen({ conversation: 'aiSummary' }, { ...base, conversation: { ...base.conversation!, channel: 'real_automation' } })).toBe(false);
    expect(evaluateWhen({ conversation: 'selected' }, { ...base, conversation: undefined })).toBe(false);
    expect(evaluateWhen({ channel: 'whatsapp' }, { ...base, conversation: undefined })).toBe(false);
  });

  test('untabulated: a finished conversation still owing its tabulation, never an open one', () => {
    const owing = { ...base.conversation!, status: 'closed' as const, untabulated: true };
    expect(evaluateWhen({ conversation: 'untabulated' }, { ...base, conversation: owing })).toBe(true);
    expect(evaluateWhen({ conversation: 'untabulated' }, { ...base, conversation: { ...owing, status: 'pos-chat' } })).toBe(true);
    expect(evaluateWhen({ conversation: 'untabulated' }, { ...base, conversation: { ...owing, untabulated: false } })).toBe(false);
    expect(evaluateWhen({ conversation: 'untabulated' }, { ...base, conversation: { ...owing, status: 'active' } })).toBe(false);
    expect(evaluateWhen({ conversation: 'untabulated' }, { ...base, conversation: undefined })).toBe(false);
  });

  test('all, any and not combine gates', () => {
    expect(evaluateWhen({ all: [{ feature: 'Tab' }, { permission: 'phone' }] }, base)).toBe(true);
    expect(evaluateWhen({ all: [{ feature: 'Tab' }, { feature: 'Insight' }] }, base)).toBe(false);
    expect(evaluateWhen({ any: [{ feature: 'Insight' }, { role: 'agent' }] }, base)).toBe(true);
    // The history gate of the spec: hidden for tickets and phone conversations.
    const historic = { not: { channel: ['real_automation', 'telefone'] } } as const;
    expect(evaluateWhen(historic, base)).toBe(true);
    expect(evaluateWhen(historic, { ...base, conversation: { ...base.conversation!, channel: 'telefone' } })).toBe(false);
  });

  test('no gate means on', () => {
    expect(evaluateWhen(undefined, base)).toBe(true);
  });
});
