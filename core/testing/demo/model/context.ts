import type { Random } from './random';
import type { DemoHubEvent, DemoState, DemoUser } from './types';

/** What the operations of the model need: its state, its clock and PRNG, ids and an event outlet. */
export interface ModelContext {
  readonly state: DemoState;
  readonly rng: Random;
  now(): number;
  nextId(): string;
  emit(event: DemoHubEvent): void;
}

export function findUser(ctx: ModelContext, userId: string): DemoUser | undefined {
  return ctx.state.users.find((u) => u.id === userId);
}
