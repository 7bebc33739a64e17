import { type HubConnection, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import { ref } from 'valtio';
import type { Bus, BusEvents } from '../bus';
import { logger } from '../logger';
import type { ConnectionStatus } from '../state/store';
import { emitToEveryListener } from './dispatch';
import { hubEventNames, hubExtensionNames } from './events';
import { createArrivalWatch } from './arrivalWatch';
import { createFrameQueue, NEXT_SLICE } from './frameQueue';
import { type ParsedHubEvent, parseHubEvent } from './parse';
import { createRetryPolicy, DEFAULT_RETRY_DELAYS, STEADY_RETRY_DELAY } from './retryPolicy';
import { isUnauthorized } from './unauthorized';

export interface HubClientOptions {
  /** The hub URL without query: `{messagesApi}/{product}-messages/connection/user`. */
  url: string;
  hubName: string;
  signalrId: string | undefined;
  accessToken: () => string;
  bus: Bus;
  onStatus: (status: ConnectionStatus) => void;
  retryDelays?: readonly number[];
  steadyRetryDelay?: number;
  /** Wraps each slice of events applied together (the workspace sends their cross-window changes as one). */
  aroundSlice?: (slice: () => void) => void;
  /** The hub refused the token (negotiate 401): asked before trying again, e.g. to end a dead session. */
  onUnauthorized?: () => Promise<void>;
}

export interface HubClient {
  readonly connection: HubConnection;
  start(): Promise<void>;
  stop(): Promise<void>;
}

function hubUrl({ url, hubName, signalrId }: HubClientOptions): string {
  const query = new URLSearchParams({ hubname: hubName });
  if (signalrId) query.set('signalrId', signalrId);
  return `${url}?${query.toString()}`;
}

/**
 * The real-time channel (spec 000 §7): one SignalR connection with automatic reconnect that
 * never gives up, its status reported, and each server event parsed and put on the bus.
 * Events are not handled in the socket's task: they queue, and are parsed and put on the bus
 * in order, a frame's worth at a time (see frameQueue.ts), so a burst costs short tasks and one
 * render per frame. 'hub:reconnected' takes the same queue, so the resync it starts comes after
 * every event received before the drop.
 */
export function createHubClient(options: HubClientOptions): HubClient {
  const steady = options.steadyRetryDelay ?? STEADY_RETRY_DELAY;
  const connection = new HubConnectionBuilder()
    .withUrl(hubUrl(options), {
      accessTokenFactory: options.accessToken,
      // Node (tests) has no WebSocket of its own for SignalR to find; the global one is msw's.
      ...({ WebSocket: globalThis.WebSocket } as object),
    })
    .withAutomaticReconnect(createRetryPolicy(options.retryDelays ?? DEFAULT_RETRY_DELAYS, steady))
    .configureLogging(LogLevel.None)
    .build();

  const arrivals = createArrivalWatch();
  const around = options.aroundSlice ?? ((slice: () => void) => slice());
  const queue = createFrameQueue({
    aroundSlice: (slice) => {
      arrivals.startSlice();
      around(slice);
    },
  });
  const emit = (type: keyof BusEvents, payload: unknown) => emitToEveryListener(options.bus, type, payload as never);
  const reconnected = () => {
    const at = Date.now();
    queue.push(() => emit('hub:reconnected', { at }));
  };

  for (const name of [...hubEventNames, ...hubExtensionNames]) {
    connection.on(name, (...args: unknown[]) => {
      let parsed: ParsedHubEvent | undefined;
      queue.push((firstInSlice) => {
        parsed ??= parseHubEvent(name, args);
        if (!parsed.ok) return;
        if (!firstInSlice && arrivals.takesAwayNew(parsed.name, parsed.payload)) return NEXT_SLICE;
        arrivals.note(parsed.name, parsed.payload);
        emit(`hub:${parsed.name}` as keyof BusEvents, parsed.payload);
      });
    });
  }

  let stopping = false;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;

  const startWithRetry = async (attempt: number): Promise<void> => {
    if (stopping) return;
    options.onStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    try {
      await connection.start();
      options.onStatus('connected');
      if (attempt > 0) reconnected();
    } catch (error) {
      if (stopping) return;
      if (isUnauthorized(error)) await options.onUnauthorized?.();
      if (stopping) return;
      logger.warn('[hub] could not connect; trying again', error);
      options.onStatus('reconnecting');
      const delay = options.retryDelays?.[attempt] ?? DEFAULT_RETRY_DELAYS[attempt] ?? steady;
      await new Promise<void>((resolve) => {
        restartTimer = setTimeout(resolve, delay);
      });
      return startWithRetry(attempt + 1);
    }
  };

  connection.onreconnecting(() => options.onStatus('reconnecting'));
  connection.onreconnected(() => {
    options.onStatus('connected');
    reconnected();
  });
  connection.onclose(() => {
    if (stopping) {
      options.onStatus('disconnected');
      return;
    }
    // Closed for good by the client's policy or the server: start over rather than sit offline.
    void startWithRetry(1);
  });

  return {
    connection: ref(connection),
    start: () => {
      stopping = false;
      return startWithRetry(0);
    },
    async stop() {
      stopping = true;
      // Whoever leads next (or signs in next) starts from a fresh list: nothing waiting applies here.
      queue.clear();
      if (restartTimer) clearTimeout(restartTimer);
      if (connection.state !== HubConnectionState.Disconnected) await connection.stop();
      options.onStatus('disconnected');
    },
  };
}
