import mitt from 'mitt';
import { type BackendConfig, type FromBackend, fromWireResponse, type PortLike, type RemoteMethod, type ToBackend, toWireRequest, type WireError, type WireResponse } from '../backend/wire';
import { DemoError, type DemoHubEvent } from '../model/types';

type Waiting = { resolve(value: unknown): void; reject(error: unknown): void };
/** A request to the backend before it gets its id. */
type Ask = ToBackend extends infer M ? (M extends { id: number } ? Omit<M, 'id'> : never) : never;

/**
 * A window's line to the demo backend: requests with answers (REST calls, control calls, a
 * token's user) and what the backend pushes (hub events, connection drops).
 */
export class BackendClient {
  readonly events = mitt<{ hub: DemoHubEvent[]; drop: number | undefined }>();
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  constructor(private readonly port: PortLike) {
    port.addEventListener('message', (event: MessageEvent) => this.receive(event.data as FromBackend));
    port.start?.();
  }

  hello(config: BackendConfig, seed?: number): Promise<unknown> {
    return this.ask({ kind: 'hello', config, seed });
  }

  async fetch(request: Request): Promise<Response> {
    const wire = await toWireRequest(request);
    const answer = (await this.ask({ kind: 'http', request: wire }, wire.body ? [wire.body] : [])) as WireResponse;
    return fromWireResponse(answer);
  }

  call(method: RemoteMethod, args: unknown[]): Promise<unknown> {
    return this.ask({ kind: 'call', method, args });
  }

  authenticate(token: string): Promise<string | undefined> {
    return this.ask({ kind: 'authenticate', token }) as Promise<string | undefined>;
  }

  /** This window is going away: the backend stops writing to it. */
  bye(): void {
    this.port.postMessage({ kind: 'bye' } satisfies ToBackend);
  }

  private ask(message: Ask, transfer: Transferable[] = []): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.port.postMessage({ ...message, id } as ToBackend, transfer);
    });
  }

  private receive(message: FromBackend): void {
    if (message.kind === 'hub') this.events.emit('hub', message.events);
    else if (message.kind === 'drop') this.events.emit('drop', message.downForMs);
    else {
      const waiting = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (message.ok) waiting?.resolve(message.value);
      else waiting?.reject(asError(message.error));
    }
  }
}

/** A refusal comes back as the DemoError it was, anything else as a plain Error. */
function asError(error: WireError): Error {
  if (error.status !== undefined && error.key !== undefined && error.value !== undefined) return new DemoError(error.status, error.key, error.value);
  return new Error(error.message);
}
