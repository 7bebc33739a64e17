import type { ModelHost } from '../host';
import { demoSlices } from '../slices';
import { catalogHandlers } from './catalogHandlers';
import { checkHandlers } from './checkHandlers';
import { conversationHandlers } from './conversationHandlers';
import { passwordHandlers } from './passwordHandlers';
import { type Latency, noLatency } from './respond';
import { sessionHandlers } from './sessionHandlers';
import { ssoHandlers } from './ssoHandlers';

export { demoLatency, noLatency, type Latency } from './respond';

/**
 * Every REST endpoint of core/api/endpoints.ts, served from the model, then those of every
 * registered feature slice (slices.ts). URLs come from getConfig() at creation time. The hub's
 * negotiate handler lives with the hub emulator.
 */
export function createHttpHandlers(host: ModelHost, latency: Latency = noLatency) {
  const ctx = { host, latency };
  return [...sessionHandlers(ctx), ...ssoHandlers(ctx), ...passwordHandlers(ctx), ...conversationHandlers(ctx), ...checkHandlers(ctx), ...catalogHandlers(ctx), ...demoSlices().flatMap((slice) => slice.handlers?.(ctx) ?? [])];
}
