import type { DemoControl } from '../control';
import type { DemoHubEvent } from '../model/types';

/**
 * What a window and the demo backend (a SharedWorker, a dedicated worker or, as a last resort,
 * the page itself) say to each other over a MessagePort. Everything here survives structured
 * cloning: no functions, no Request or Response objects.
 */

/** The control methods the backend answers; `accounts` is static and the `breakPlugin*` ones are the window's own. */
export type RemoteMethod = Exclude<keyof DemoControl, 'accounts' | 'breakPlugin' | 'breakPluginStart'>;

/** What the window's configuration says about the backend it plays: absolute API bases, the product, the slug. */
export type BackendConfig = { clientsApiUrl: string; messagesApiUrl: string; product: string; slug: string; origin: string };

export type WireRequest = { url: string; method: string; headers: [string, string][]; body: ArrayBuffer | null };
export type WireResponse =
  | { networkError: true }
  | { networkError?: false; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer | null };

/** A refusal of the model (DemoError) keeps its status, key and value across the port. */
export type WireError = { status?: number; key?: string; value?: string; message: string };

export type ToBackend =
  | { kind: 'hello'; id: number; config: BackendConfig; seed?: number | undefined }
  | { kind: 'http'; id: number; request: WireRequest }
  | { kind: 'call'; id: number; method: RemoteMethod; args: unknown[] }
  | { kind: 'authenticate'; id: number; token: string }
  | { kind: 'bye' };

export type FromBackend =
  | { kind: 'reply'; id: number; ok: true; value: unknown }
  | { kind: 'reply'; id: number; ok: false; error: WireError }
  | { kind: 'hub'; events: DemoHubEvent[] }
  | { kind: 'drop'; downForMs?: number | undefined };

/** The part of a MessagePort (or a dedicated worker, or its global scope) both ends use. */
export interface PortLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  start?(): void;
}

export async function toWireRequest(request: Request): Promise<WireRequest> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return {
    url: request.url,
    method: request.method,
    headers: [...request.headers.entries()],
    body: hasBody ? await request.arrayBuffer() : null,
  };
}

export function fromWireRequest({ url, method, headers, body }: WireRequest): Request {
  return new Request(url, { method, headers, ...(body ? { body } : {}) });
}

export async function toWireResponse(response: Response): Promise<WireResponse> {
  if (response.type === 'error') return { networkError: true };
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()],
    body: response.body ? await response.arrayBuffer() : null,
  };
}

export function fromWireResponse(wire: WireResponse): Response {
  if (wire.networkError) return Response.error();
  return new Response(wire.body, { status: wire.status, statusText: wire.statusText, headers: wire.headers });
}
