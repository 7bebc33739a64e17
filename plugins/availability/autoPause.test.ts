import type { Availability } from '@tessera/core';
import { describe, expect, test } from '@rstest/core';
import { type AutoPauseView, autoPauseTarget, stepAutoPause } from './autoPause';

function availabilities(currentId: string): Availability[] {
  const list: Availability[] = [
    { id: 'on', name: 'Online', default: false, typeInfo: 'online', children: [] },
    { id: 'soon', name: 'Volto logo', default: false, typeInfo: 'backsoon', pauseId: 'away', children: [] },
    { id: 'away', name: 'Ausente', default: false, typeInfo: 'away', children: [] },
  ];
  for (const a of list) a.default = a.id === currentId;
  return list;
}

/** 'Volto logo' with only finished conversations and nothing open: the rule's condition. */
const view = (over: Partial<AutoPauseView> = {}): AutoPauseView => ({
  statuses: ['closed', 'pos-chat'],
  selected: false,
  availabilities: availabilities('soon'),
  listLoaded: true,
  busy: false,
  ...over,
});

describe('the automatic pause rule (spec 000 §4)', () => {
  test('holds with conversations, none active or inactive, a pause id and nothing selected', () => {
    expect(autoPauseTarget(view())).toEqual({ from: 'soon', to: 'away' });
  });

  test('each part of the condition is needed', () => {
    expect(autoPauseTarget(view({ statuses: [] }))).toBeUndefined();
    expect(autoPauseTarget(view({ statuses: ['closed', 'active'] }))).toBeUndefined();
    expect(autoPauseTarget(view({ statuses: ['inactive'] }))).toBeUndefined();
    expect(autoPauseTarget(view({ selected: true }))).toBeUndefined();
    expect(autoPauseTarget(view({ availabilities: availabilities('on') }))).toBeUndefined();
    expect(autoPauseTarget(view({ listLoaded: false }))).toBeUndefined();
  });

  test('fires once, and again only after the condition was left and re-entered', () => {
    let step = stepAutoPause(undefined, view());
    expect(step.fire).toEqual({ from: 'soon', to: 'away' });
    step = stepAutoPause(step.latch, view());
    expect(step.fire).toBeUndefined();
    step = stepAutoPause(step.latch, view({ statuses: ['closed', 'closed'] }));
    expect(step.fire).toBeUndefined();

    step = stepAutoPause(step.latch, view({ selected: true }));
    expect(step).toEqual({ latch: undefined });
    step = stepAutoPause(step.latch, view());
    expect(step.fire).toEqual({ from: 'soon', to: 'away' });
  });

  test('a refused pause does not loop: the condition still holds, so nothing fires again', () => {
    const first = stepAutoPause(undefined, view());
    expect(first.fire).toBeDefined();
    // The change is in flight, then refused: the agent is still in 'Volto logo'.
    const during = stepAutoPause(first.latch, view({ busy: true }));
    expect(during.fire).toBeUndefined();
    expect(stepAutoPause(during.latch, view()).fire).toBeUndefined();
  });

  test('waits while a status change is on its way', () => {
    expect(stepAutoPause(undefined, view({ busy: true }))).toEqual({ latch: undefined });
    expect(stepAutoPause(undefined, view()).fire).toBeDefined();
  });
});
