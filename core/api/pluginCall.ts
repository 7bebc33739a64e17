import type * as z from 'zod/mini';
import { call } from './client';
import type { Endpoint } from './endpoints';

/** What a plugin may pass with a call: data only, no hooks that would see the session's headers. */
export interface PluginCallOptions {
  body?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeout?: number;
}

/**
 * Calls an endpoint of the backend as the signed-in agent and parses its answer with `schema`
 * (the plugin API's `call`): any status but 200 rejects with an ApiError carrying the server's
 * message. The bearer token goes with it and is never handed to the plugin.
 */
export function pluginCall<S extends z.core.$ZodType>(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  endpoint: Endpoint,
  schema: S,
  { body, params, headers, signal, timeout }: PluginCallOptions = {},
): Promise<z.infer<S>> {
  return call(method, endpoint, schema, { body, params, headers, signal, timeout });
}
