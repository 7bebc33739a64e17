import type { ModelHost } from '../host';
import { catalogHandlers } from './catalogHandlers';
import { checkHandlers } from './checkHandlers';
import { contactHandlers } from './contactHandlers';
import { conversationHandlers } from './conversationHandlers';
import { passwordHandlers } from './passwordHandlers';
import { phoneHandlers } from './phoneHandlers';
import { profileHandlers } from './profileHandlers';
import { queueHandlers } from './queueHandlers';
import { type Latency, noLatency } from './respond';
import { sessionHandlers } from './sessionHandlers';
import { ssoHandlers } from './ssoHandlers';

export { demoLatency, noLatency, type Latency } from './respond';

/**
 * Every REST endpoint of core/api/endpoints.ts, served from the model. URLs come from getConfig()
 * at creation time. The hub's negotiate handler lives with the hub emulator.
 */
export function createHttpHandlers(host: ModelHost, latency: Latency = noLatency) {
  const ctx = { host, latency };
  return [...sessionHandlers(ctx), ...ssoHandlers(ctx), ...passwordHandlers(ctx), ...profileHandlers(ctx), ...conversationHandlers(ctx), ...checkHandlers(ctx), ...contactHandlers(ctx), ...catalogHandlers(ctx), ...queueHandlers(ctx), ...phoneHandlers(ctx)];
}
