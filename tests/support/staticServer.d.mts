import type { Server } from 'node:http';

/** Serves a built app with the single-page fallback on the first free port from `first` to `last`. */
export function serveStatic(root: string, first: number, last?: number): Promise<{ server: Server; url: string; close: () => Promise<void> }>;
