import mitt from 'mitt';
import type { DemoModel } from './model/DemoModel';
import type { DemoHubEvent } from './model/types';

/** The subset of the Web Storage API the host persists through (localStorage in the browser). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Every key the demo writes starts with this; the app's own keys ('state', 'rememberMe'...) are never touched. */
export const STORAGE_PREFIX = 'tessera-demo:';
export const STATE_KEY = `${STORAGE_PREFIX}model`;
export const VERSION_KEY = `${STORAGE_PREFIX}version`;

/**
 * Owns the model for everyone who touches it (handlers, hub, simulation, control): every read sees
 * the newest state and every mutation is saved before its hub events go out.
 *
 * With a storage (browser), several windows share ONE model: before any access the host reloads
 * the state if another window saved a newer version, and after a mutation it saves the state and
 * bumps the version. Without one (Node), it is a thin wrapper around a single in-memory model.
 */
export class ModelHost {
  /** Hub events of committed mutations, in order. */
  readonly events = mitt<{ hub: DemoHubEvent }>();
  private version: string | null = null;
  private depth = 0;
  private pending: DemoHubEvent[] = [];

  constructor(
    readonly model: DemoModel,
    private readonly storage?: StorageLike,
    private readonly windowId: string = Math.random().toString(36).slice(2, 10),
  ) {
    model.events.on('hub', (event) => {
      if (this.depth > 0) this.pending.push(event);
      else this.events.emit('hub', event);
    });
  }

  read<T>(fn: (model: DemoModel) => T): T {
    if (this.depth === 0) this.sync();
    return fn(this.model);
  }

  /** Runs a change; on success saves it, then publishes its events. A refused change publishes nothing. */
  mutate<T>(fn: (model: DemoModel) => T): T {
    if (this.depth === 0) this.sync();
    this.depth++;
    let result: T;
    try {
      result = fn(this.model);
    } catch (error) {
      this.depth--;
      if (this.depth === 0) {
        this.pending = [];
        this.version = null; // A half-done change must not survive: reload the saved state next time.
      }
      throw error;
    }
    this.depth--;
    if (this.depth === 0) {
      this.save();
      const events = this.pending;
      this.pending = [];
      events.forEach((event) => this.events.emit('hub', event));
    }
    return result;
  }

  /** Loads the stored state if another window saved since we last looked. */
  private sync(): void {
    if (!this.storage) return;
    const stored = this.storage.getItem(VERSION_KEY);
    if (stored === null) {
      this.save(); // First window: publish our freshly seeded state.
      return;
    }
    if (stored === this.version) return;
    try {
      const raw = this.storage.getItem(STATE_KEY);
      if (raw) this.model.load(JSON.parse(raw));
      this.version = stored;
    } catch (error) {
      console.warn('[tessera-demo] stored demo state unreadable, starting afresh', error);
      this.save();
    }
  }

  private save(): void {
    if (!this.storage) return;
    const counter = Number.parseInt(this.storage.getItem(VERSION_KEY) ?? '0', 10) || 0;
    const next = `${counter + 1}:${this.windowId}`;
    try {
      this.storage.setItem(STATE_KEY, JSON.stringify(this.model.toJSON()));
      this.storage.setItem(VERSION_KEY, next);
      this.version = next;
    } catch (error) {
      console.warn('[tessera-demo] could not save the demo state', error);
    }
  }
}
