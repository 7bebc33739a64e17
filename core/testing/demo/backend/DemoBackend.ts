import { getResponse } from 'msw';
import { setConfig } from '../../../config';
import { createControl, type DemoControl } from '../control';
import { createHttpHandlers, demoLatency, type Latency } from '../handlers';
import { fail } from '../handlers/respond';
import { ModelHost } from '../host';
import type { Clock } from '../model/clock';
import { DemoModel } from '../model/DemoModel';
import { DemoError, type DemoHubEvent } from '../model/types';
import { Simulation } from '../simulation/Simulation';
import { ModelPersister } from './persistence';
import type { RecordStore } from '../../../storage/recordStore';
import { type BackendConfig, type FromBackend, fromWireRequest, type PortLike, type ToBackend, toWireResponse, type WireError } from './wire';

export type BackendOptions = {
  /** Seeds a backend that finds no stored demo. */
  seed?: number | undefined;
  /** Where the model is saved between visits; none keeps it in memory. */
  store?: RecordStore | undefined;
  /** Default: the browser demo's 80-250 ms. */
  latency?: Latency;
  /** false: no arrivals or replies of its own (tests). */
  simulate?: boolean;
  clock?: Clock;
};

/**
 * The demo contact centre as a backend apart from the pages: one model, its REST handlers, its
 * simulation and its persistence, serving every window connected to it over a MessagePort, as
 * a real server serves every tab. Hub events go to every window (only the leader window holds
 * the hub socket, see browser/pageHub.ts), in order, batched per turn of the event loop.
 */
export class DemoBackend {
  private readonly ports = new Set<PortLike>();
  private readonly handlers;
  private readonly control: DemoControl;
  private readonly simulation: Simulation;
  private outbox: DemoHubEvent[] = [];

  private constructor(
    readonly host: ModelHost,
    readonly persister: ModelPersister | undefined,
    options: BackendOptions,
  ) {
    this.handlers = createHttpHandlers(host, options.latency ?? demoLatency());
    this.control = createControl(host, (downForMs) => this.broadcast({ kind: 'drop', downForMs }));
    host.events.on('hub', (event) => {
      if (this.outbox.push(event) === 1) queueMicrotask(() => this.flushHub());
    });
    this.simulation = new Simulation(host);
    if (options.simulate !== false) this.simulation.start();
  }

  /** `seed` only seeds a browser that has no stored demo yet. */
  static async create(config: BackendConfig, options: BackendOptions = {}): Promise<DemoBackend> {
    // The handlers' URLs come from the configuration (read as they are created).
    setConfig({ clientsApiUrl: config.clientsApiUrl, messagesApiUrl: config.messagesApiUrl, product: config.product, slug: config.slug });
    const model = new DemoModel({
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      ...(options.clock ? { clock: options.clock } : {}),
      slug: config.slug,
      origin: config.origin,
    });
    const host = new ModelHost(model);
    const persister = options.store ? new ModelPersister(host, options.store) : undefined;
    await persister?.restore();
    return new DemoBackend(host, persister, options);
  }

  /** Stops the simulation and forgets the windows (tests). */
  dispose(): void {
    this.simulation.stop();
    this.ports.clear();
  }

  async handle(port: PortLike, message: ToBackend): Promise<void> {
    switch (message.kind) {
      case 'hello':
        this.ports.add(port);
        return this.reply(port, message.id, async () => true);
      case 'bye':
        // A window going away may be the last: the worker may end with it, so save now.
        this.ports.delete(port);
        return this.persister?.flush();
      case 'http':
        return this.reply(port, message.id, async () => {
          const response = (await getResponse(this.handlers, fromWireRequest(message.request))) ?? fail(404, 'route', 'The demo has no such endpoint');
          return toWireResponse(response);
        });
      case 'authenticate':
        return this.reply(port, message.id, async () => this.host.read((m) => m.userForToken(message.token)?.id));
      case 'call':
        return this.reply(port, message.id, async () => {
          const method = this.control[message.method] as (...args: unknown[]) => unknown;
          return method(...message.args);
        });
    }
  }

  private async reply(port: PortLike, id: number, answer: () => Promise<unknown>): Promise<void> {
    let reply: FromBackend;
    try {
      reply = { kind: 'reply', id, ok: true, value: await answer() };
    } catch (error) {
      reply = { kind: 'reply', id, ok: false, error: wireError(error) };
    }
    // The change's hub events reach the windows before its answer, as on a real server.
    this.flushHub();
    const body = reply.ok ? (reply.value as { body?: unknown } | undefined)?.body : undefined;
    port.postMessage(reply, body instanceof ArrayBuffer ? [body] : []);
  }

  private flushHub(): void {
    if (!this.outbox.length) return;
    const events = this.outbox;
    this.outbox = [];
    this.broadcast({ kind: 'hub', events });
  }

  private broadcast(message: FromBackend): void {
    // A drop must not overtake the events committed before it.
    if (message.kind !== 'hub') this.flushHub();
    for (const port of this.ports) port.postMessage(message);
  }
}

function wireError(error: unknown): WireError {
  if (error instanceof DemoError) return { status: error.status, key: error.key, value: error.value, message: error.message };
  console.error('[tessera-demo] backend call failed', error);
  return { message: error instanceof Error ? error.message : String(error) };
}
