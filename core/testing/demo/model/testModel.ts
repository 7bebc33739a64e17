import { manualClock, type ManualClock } from './clock';
import { DemoModel, type DemoModelOptions } from './DemoModel';
import { DemoError, type DemoHubEvent } from './types';

/** A model on a manual clock with its hub events collected: the usual start of a model test. */
export function testModel(options: DemoModelOptions = {}): { model: DemoModel; clock: ManualClock; events: DemoHubEvent[] } {
  const clock = manualClock();
  const model = new DemoModel({ clock, ...options });
  const events: DemoHubEvent[] = [];
  model.events.on('hub', (event) => events.push(event));
  return { model, clock, events };
}

/** The DemoError an operation refuses with (status, key, value); fails the test if it does not refuse. */
export function refusal(run: () => unknown): DemoError {
  try {
    run();
  } catch (error) {
    if (error instanceof DemoError) return error;
  }
  throw new Error('expected a refusal');
}
