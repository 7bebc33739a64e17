import type * as z from 'zod/mini';
import type { CallOptions, call as clientCall } from '../api/client';
import type { Endpoint } from '../api/endpoints';

const loadClient = () => import(/* webpackChunkName: "api-client" */ '../api/client');
let preloaded = false;

/** Starts loading the client ahead of the first call (the sign-in does as the agent starts typing). */
export function preloadApiClient(): void {
  if (preloaded) return;
  preloaded = true;
  loadClient().catch(() => (preloaded = false)); // The call itself reports a failed load.
}

/**
 * `call` of core/api/client.ts for the screens before the workspace (sign-in, SSO, password):
 * the client (axios) loads with the first call rather than with the sign-in page. The workspace
 * imports the client itself; both are the same module, the same token and the same listeners.
 */
export async function call<S extends z.core.$ZodType>(
  method: Parameters<typeof clientCall>[0],
  endpoint: Endpoint,
  schema: S,
  options?: CallOptions,
): Promise<z.infer<S>> {
  const client = await loadClient();
  return client.call(method, endpoint, schema, options);
}
