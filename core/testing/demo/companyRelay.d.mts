import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where the demo's servers keep the demo company's settings for every browser they serve. */
export const RELAY_PATH: string;
/** How long a GET with `after` waits for a change. */
export const HOLD_MS: number;
/** One relay: `handle` answers a request to RELAY_PATH (true) or leaves it (false). */
export function createCompanyRelay(): { handle(req: IncomingMessage, res: ServerResponse): boolean };
/** A relay as a connect middleware (rsbuild's server.setup). */
export function companyRelayMiddleware(): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
