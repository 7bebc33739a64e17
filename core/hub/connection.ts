import { type HubConnection, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import { ref } from 'valtio';
import type { Bus, BusEvents } from '../bus';
import { logger } from '../logger';
import type { ConnectionStatus } from '../state/store';
import { hubEventNames, hubExtensionNames } from './events';
import { parseHubEvent } from './parse';
import { createRetryPolicy, DEFAULT_RETRY_DELAYS, STEADY_RETRY_DELAY } from './retryPolicy';

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

  for (const name of [...hubEventNames, ...hubExtensionNames]) {
    connection.on(name, (...args: unknown[]) => {
      const parsed = parseHubEvent(name, args);
      if (parsed.ok) options.bus.emit(`hub:${parsed.name}` as keyof BusEvents, parsed.payload as never);
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
      if (attempt > 0) options.bus.emit('hub:reconnected', { at: Date.now() });
    } catch (error) {
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
    options.bus.emit('hub:reconnected', { at: Date.now() });
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
      if (restartTimer) clearTimeout(restartTimer);
      if (connection.state !== HubConnectionState.Disconnected) await connection.stop();
      options.onStatus('disconnected');
    },
  };
}
