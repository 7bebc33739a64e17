import { describe, expect, it } from '@rstest/core';
import { createControl } from './control';
import { ModelHost } from './host';
import { defineDemoSlice, demoSlices, registerDemoSlices } from './slices';
import { testModel } from './model/testModel';

type Counter = { count: number };

const counter = defineDemoSlice<Counter>({
  id: 'test-counter',
  seed: () => ({ count: 1 }),
  actions: { bumpTestCounter: (model, by: number) => (model.slice<Counter>('test-counter').count += by) },
  reads: { testCounter: (model) => model.slice<Counter>('test-counter').count },
});

describe('demo slices', () => {
  registerDemoSlices([counter]);

  it('the installed plugins bring theirs (tests/setup.ts registers them as the demo does)', () => {
    expect(demoSlices().map((s) => s.id)).toEqual(expect.arrayContaining(['queue-summary', 'metrics', 'shortcuts', 'widgets', 'phone', 'profile', 'contact-name', 'cockpit']));
  });

  it('a slice’s state is seeded when first read, kept in the model’s state, and seeded afresh on reset', () => {
    const { model } = testModel();
    expect(model.slice<Counter>('test-counter')).toEqual({ count: 1 });
    model.slice<Counter>('test-counter').count = 5;
    const reloaded = testModel().model;
    reloaded.load(JSON.parse(JSON.stringify(model.toJSON())));
    expect(reloaded.slice<Counter>('test-counter').count).toBe(5);
    model.reset();
    expect(model.slice<Counter>('test-counter').count).toBe(1);
    expect(() => model.slice('nobody')).toThrow(/no demo slice 'nobody'/);
  });

  it('its controls join the core’s: actions change the model, reads only read', async () => {
    const { model } = testModel();
    const control = createControl(new ModelHost(model), () => undefined) as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    expect(await control.bumpTestCounter!(2)).toBe(3);
    expect(await control.testCounter!()).toBe(3);
  });

  it('refuses a second slice with a taken id, or a control name the core or another slice has', () => {
    expect(() => registerDemoSlices([counter])).not.toThrow();
    expect(() => registerDemoSlices([defineDemoSlice({ id: 'test-counter' })])).toThrow(/two demo slices are named 'test-counter'/);
    expect(() => registerDemoSlices([defineDemoSlice({ id: 'test-clash', actions: { pause: () => undefined } })])).toThrow(/'pause' of slice 'test-clash' is taken/);
    expect(() => registerDemoSlices([defineDemoSlice({ id: 'test-clash-2', reads: { testCounter: () => 0 } })])).toThrow(/'testCounter' of slice 'test-clash-2' is taken/);
  });
});
