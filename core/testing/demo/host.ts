import mitt from 'mitt';
import type { DemoModel } from './model/DemoModel';
import type { DemoHubEvent } from './model/types';

/**
 * Owns the model for everyone who touches it (handlers, hub, simulation, control): a mutation's
 * hub events go out only once it has succeeded, and `committed` tells whoever persists the model
 * that something changed (the browser's demo backend saves in the background, see
 * backend/persistence.ts; Node tests keep the model in memory only).
 */
export class ModelHost {
  /** Hub events of committed mutations, in order; `committed` after every successful mutation. */
  readonly events = mitt<{ hub: DemoHubEvent; committed: undefined }>();
  private depth = 0;
  private pending: DemoHubEvent[] = [];

  constructor(readonly model: DemoModel) {
    model.events.on('hub', (event) => {
      if (this.depth > 0) this.pending.push(event);
      else this.events.emit('hub', event);
    });
  }

  read<T>(fn: (model: DemoModel) => T): T {
    return fn(this.model);
  }

  /** Runs a change; on success publishes its events. A refused change publishes nothing. */
  mutate<T>(fn: (model: DemoModel) => T): T {
    this.depth++;
    let result: T;
    try {
      result = fn(this.model);
    } catch (error) {
      this.depth--;
      if (this.depth === 0) this.pending = [];
      throw error;
    }
    this.depth--;
    if (this.depth === 0) {
      const events = this.pending;
      this.pending = [];
      this.events.emit('committed', undefined);
      events.forEach((event) => this.events.emit('hub', event));
    }
    return result;
  }
}
