import { http, HttpResponse, ws } from 'msw';
import type { DemoHubEvent } from '../model/types';
import { bearerToken, unauthorized } from '../handlers/respond';
import {
  asClientMessage,
  closeFrame,
  completionFrame,
  dataAsText,
  handshakeResponse,
  invocationFrame,
  MessageType,
  pingFrame,
  splitFrames,
} from './protocol';

export type HubEmulatorOptions = {
  /** The hub URL the app connects to, absolute http(s) (its query is ignored). */
  hubUrl: string;
  /** userId of a live session's token, else undefined (the browser's backend answers asynchronously). */
  authenticate(token: string): string | undefined | Promise<string | undefined>;
  /** Server pings; must beat the client's 30 s server timeout. Default 5 s. */
  pingIntervalMs?: number;
  /**
   * What the server tells a socket of `userId` as soon as it is connected (Tessera extension events
   * a backend may send, such as the company's current features): a client that reconnects, or a
   * page reloaded over a stored session, catches up on what changed while it was away.
   */
  greet?(userId: string): readonly { target: string; payload: unknown }[] | Promise<readonly { target: string; payload: unknown }[]>;
};

/** The part of msw's WebSocket client connection the emulator uses. */
type Client = {
  id: string;
  url: URL;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'close', listener: () => void): void;
};

type Socket = { client: Client; userId: string; handshaken: boolean; buffer: string };
type Pending = { data: unknown[]; closed: boolean };

let counter = 0;
const newId = () => `${Date.now().toString(36)}${(++counter).toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/**
 * An ASP.NET Core SignalR hub, emulated with msw: POST {hub}/negotiate, then a WebSocket speaking the
 * JSON hub protocol (handshake, pings, invocations, close with allowReconnect) that the real
 * @microsoft/signalr client talks to. Sockets are authenticated by the `access_token` query (browsers)
 * or by the connection token negotiate handed out to a bearer (Node, where SignalR sends a header).
 */
export class HubEmulator {
  readonly handlers;
  private readonly sockets = new Map<string, Socket>();
  /** connectionToken -> userId, from negotiate until the socket opens. */
  private readonly negotiated = new Map<string, string>();
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  /** Until then (ms) the network is "down": negotiations fail as a dead network would. */
  private downUntil = 0;

  constructor(private readonly options: HubEmulatorOptions) {
    const hubUrl = options.hubUrl.split('?')[0]!.replace(/\/+$/, '');
    const link = ws.link(hubUrl);
    this.handlers = [
      http.post(`${hubUrl}/negotiate`, ({ request }) => this.negotiate(request)),
      link.addEventListener('connection', ({ client }) => this.accept(client as unknown as Client)),
    ];
  }

  /** Invokes `event.event` with the payload on every connected socket of `event.userId`. */
  deliver(event: DemoHubEvent): number {
    return this.send(event.userId, event.event, event.payload);
  }

  send(userId: string, target: string, payload: unknown): number {
    let count = 0;
    for (const socket of this.sockets.values()) {
      if (socket.userId !== userId || !socket.handshaken) continue;
      socket.client.send(invocationFrame(target, [payload]));
      count++;
    }
    return count;
  }

  /**
   * Drops every socket as a network failure would; withAutomaticReconnect() clients reconnect,
   * at once or, with `downForMs`, once that much time has passed.
   */
  dropConnection(downForMs = 0): number {
    this.downUntil = downForMs > 0 ? Date.now() + downForMs : 0;
    const sockets = [...this.sockets.values()];
    this.sockets.clear();
    this.updatePings();
    for (const { client } of sockets) {
      client.send(closeFrame('Connection dropped by the demo', true));
      client.close(4000, 'Connection dropped by the demo');
    }
    return sockets.length;
  }

  /** Open sockets that completed the handshake (of one user, or all). */
  connections(userId?: string): number {
    return [...this.sockets.values()].filter((s) => s.handshaken && (!userId || s.userId === userId)).length;
  }

  dispose(): void {
    this.sockets.forEach(({ client }) => client.close(1000, 'Hub emulator disposed'));
    this.sockets.clear();
    this.updatePings();
  }

  private async negotiate(request: Request): Promise<Response> {
    if (Date.now() < this.downUntil) return HttpResponse.error();
    const token = bearerToken(request) ?? new URL(request.url).searchParams.get('access_token') ?? '';
    const userId = token ? await this.options.authenticate(token) : undefined;
    if (!userId) return unauthorized();
    const connectionToken = newId();
    this.negotiated.set(connectionToken, userId);
    return HttpResponse.json({
      negotiateVersion: 1,
      connectionId: newId(),
      connectionToken,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
  }

  private accept(client: Client): void {
    const query = client.url.searchParams;
    const connectionToken = query.get('id') ?? '';
    const accessToken = query.get('access_token');
    const negotiated = this.negotiated.get(connectionToken);
    this.negotiated.delete(connectionToken);
    // Frames that come while the user is still being looked up wait for the answer, in order.
    const pending: Pending = { data: [], closed: false };
    let socket: Socket | undefined;
    client.addEventListener('message', (event) => (socket ? this.receiveData(socket, event.data) : pending.data.push(event.data)));
    client.addEventListener('close', () => {
      pending.closed = true;
      this.sockets.delete(client.id);
      this.updatePings();
    });
    void Promise.resolve(negotiated ?? (accessToken ? this.options.authenticate(accessToken) : undefined)).then((userId) => {
      if (pending.closed) return;
      if (!userId) {
        client.close(4001, 'Unauthorized');
        return;
      }
      socket = { client, userId, handshaken: false, buffer: '' };
      this.sockets.set(client.id, socket);
      this.updatePings();
      pending.data.splice(0).forEach((data) => this.receiveData(socket!, data));
    });
  }

  private receiveData(socket: Socket, data: unknown): void {
    if (typeof data === 'string') this.receive(socket, data);
    else void dataAsText(data).then((text) => this.receive(socket, text));
  }

  private receive(socket: Socket, data: string): void {
    const { frames, rest } = splitFrames(socket.buffer + data);
    socket.buffer = rest;
    for (const raw of frames) {
      const message = asClientMessage(raw);
      if (!socket.handshaken) {
        if (message.protocol !== 'json') {
          socket.client.send(handshakeResponse(`The protocol '${String(message.protocol)}' is not supported.`));
          socket.client.close(1002, 'Unsupported protocol');
          return;
        }
        socket.handshaken = true;
        socket.client.send(handshakeResponse());
        this.greet(socket);
        continue;
      }
      if (message.type === MessageType.Ping) socket.client.send(pingFrame());
      else if (message.type === MessageType.Invocation && message.invocationId) {
        socket.client.send(completionFrame(message.invocationId)); // Server methods are no-ops here.
      } else if (message.type === MessageType.Close) socket.client.close(1000, 'Client closed');
    }
  }

  private greet(socket: Socket): void {
    if (!this.options.greet) return;
    void Promise.resolve(this.options.greet(socket.userId)).then((greetings) => {
      // Still this socket's turn: it may have closed while the greeting was being read.
      if (this.sockets.get(socket.client.id) !== socket) return;
      for (const { target, payload } of greetings) socket.client.send(invocationFrame(target, [payload]));
    });
  }

  /** One ping timer while any socket is open, none otherwise (keeps Node test processes free to exit). */
  private updatePings(): void {
    const wanted = this.sockets.size > 0;
    if (wanted && !this.pingTimer) {
      this.pingTimer = setInterval(() => {
        this.sockets.forEach((s) => s.handshaken && s.client.send(pingFrame()));
      }, this.options.pingIntervalMs ?? 5000);
    } else if (!wanted && this.pingTimer) {
      clearInterval(this.pingTimer);
      this.pingTimer = undefined;
    }
  }
}
