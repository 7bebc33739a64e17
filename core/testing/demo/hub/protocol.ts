/**
 * The SignalR JSON hub protocol, as much as the emulator speaks: text frames terminated by the
 * record separator 0x1E, a handshake, and the message types below.
 * (@microsoft/signalr: HandshakeProtocol.ts, JsonHubProtocol.ts, IHubProtocol.ts.)
 */
export const RECORD_SEPARATOR = '\x1e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export const frame = (message: object): string => `${JSON.stringify(message)}${RECORD_SEPARATOR}`;

/** The server's answer to `{"protocol":"json","version":1}`: `{}` accepts, `{ error }` refuses. */
export const handshakeResponse = (error?: string): string => frame(error ? { error } : {});

/** Calls a client method: `connection.on(target, handler)` runs with `args`. */
export const invocationFrame = (target: string, args: unknown[]): string =>
  frame({ type: MessageType.Invocation, target, arguments: args });

export const pingFrame = (): string => frame({ type: MessageType.Ping });

export const completionFrame = (invocationId: string, result: unknown = null): string =>
  frame({ type: MessageType.Completion, invocationId, result });

/** allowReconnect true makes withAutomaticReconnect() clients come back on their own. */
export const closeFrame = (error?: string, allowReconnect = true): string =>
  frame({ type: MessageType.Close, ...(error ? { error } : {}), allowReconnect });

/**
 * Splits received text into complete frames; an incomplete tail stays in `rest` for the next chunk.
 * Unparsable frames come back as `undefined` so the caller can skip them.
 */
export function splitFrames(buffer: string): { frames: unknown[]; rest: string } {
  const parts = buffer.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  const frames = parts.map((part) => {
    try {
      return JSON.parse(part) as unknown;
    } catch {
      return undefined;
    }
  });
  return { frames, rest };
}

export type ClientMessage = { type?: number; invocationId?: string; target?: string; protocol?: string; version?: number };

export function asClientMessage(value: unknown): ClientMessage {
  return value && typeof value === 'object' ? (value as ClientMessage) : {};
}

/** WebSocket data as text: the JSON protocol sends strings, but be lenient with binary frames. */
export async function dataAsText(data: unknown): Promise<string> {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data);
  if (typeof Blob !== 'undefined' && data instanceof Blob) return data.text();
  return '';
}
