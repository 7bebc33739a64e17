import type { ModelHost } from '../host';
import { defaultSettings, hasDueWork, runDueWork, type SimulationSettings } from './simulationStep';

export type SimulationOptions = Partial<SimulationSettings> & {
  /** How often to look for due work (ms). Default 1000. */
  tickMs?: number;
};

/**
 * Brings the demo to life: conversations arrive every 25-60 s (while fewer than 12 are open),
 * consumers answer 4-15 s after the agent, quiet ones turn inactive, post-chats end. Pausing is a
 * flag in the model state (control.pause()), so it holds for every window.
 */
export class Simulation {
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly settings: SimulationSettings;

  constructor(
    private readonly host: ModelHost,
    private readonly options: SimulationOptions = {},
  ) {
    this.settings = { ...defaultSettings, ...options };
  }

  get running(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.options.tickMs ?? 1000);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Does whatever is due now. Public so tests can step time by hand. */
  tick(): void {
    try {
      if (this.host.read(hasDueWork)) this.host.mutate((model) => runDueWork(model, this.settings));
    } catch (error) {
      console.warn('[tessera-demo] simulation step failed', error);
    }
  }
}
