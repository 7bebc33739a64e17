import type { Snapshot } from 'valtio';
import type { Conversation, ConversationStatus, Feature } from '../schemas';
import { TICKET_CHANNEL } from '../schemas';
import type { Channel, FeatureName, GateKeyId, GateKeys, PermissionName, RoleName } from './registries';

export type { Channel, FeatureName, PermissionName, RoleName } from './registries';
/**
 * 'finished': closed or in post-chat. 'untabulated': finished and still owing its tabulation (none
 * registered, or the server marks it pending): spec 001 §4's 'tab conversation' notice.
 */
export type ConversationFlag = 'selected' | 'aiSummary' | 'ticket' | 'finished' | 'untabulated';

/** `{ key }` passes when the plugin's key is truthy; `{ key, equals }` when it equals the value. */
export type KeyGate = { [K in GateKeyId]: { key: K; equals?: GateKeys[K] } }[GateKeyId];

/**
 * A typed gate: whether a plugin, or one of its contributions, is on. Features, permissions,
 * channels and gate keys are closed unions (registries.ts), extended by declaration merging:
 * `feature: 'Insigt'` or `channel: 'whatsap'` does not compile.
 */
export type When =
  | { feature: FeatureName; required?: boolean }
  | { permission: PermissionName }
  | { channel: Channel | readonly Channel[] }
  | { status: ConversationStatus | readonly ConversationStatus[] }
  | { conversation: ConversationFlag }
  | { role: RoleName }
  | KeyGate
  | { all: readonly When[] }
  | { any: readonly When[] }
  | { not: When };

/** What gates are evaluated against: the session, the active conversation and the plugins' keys. */
export interface GateContext {
  features: readonly Snapshot<Feature>[];
  permissionsExtra: Readonly<Record<string, unknown>>;
  role: RoleName | undefined;
  conversation: (Pick<Conversation, 'channel' | 'status' | 'isAiSummaryEnabled'> & { untabulated?: boolean }) | undefined;
  /** Values plugins set for their own keys (PluginContext.setGateKey). */
  keys?: Readonly<Partial<Record<string, unknown>>>;
}

const asList = <T>(value: T | readonly T[]): readonly T[] => (Array.isArray(value) ? value : [value as T]);

export function evaluateWhen(when: When | undefined, ctx: GateContext): boolean {
  if (!when) return true;
  if ('all' in when) return when.all.every((w) => evaluateWhen(w, ctx));
  if ('any' in when) return when.any.some((w) => evaluateWhen(w, ctx));
  if ('not' in when) return !evaluateWhen(when.not, ctx);
  if ('key' in when) {
    const value = ctx.keys?.[when.key as string];
    return 'equals' in when && when.equals !== undefined ? Object.is(value, when.equals) : !!value;
  }
  if ('feature' in when) {
    const feature = ctx.features.find((f) => f.name === when.feature);
    return !!feature?.active && (!when.required || feature.required);
  }
  if ('permission' in when) return !!ctx.permissionsExtra[when.permission];
  if ('role' in when) return ctx.role === when.role;
  const c = ctx.conversation;
  if ('channel' in when) return !!c && asList<string>(when.channel).includes(c.channel);
  if ('status' in when) return !!c && asList(when.status).includes(c.status);
  switch (when.conversation) {
    case 'selected':
      return !!c;
    case 'aiSummary':
      return !!c?.isAiSummaryEnabled && c.channel !== TICKET_CHANNEL;
    case 'ticket':
      return c?.channel === TICKET_CHANNEL;
    case 'finished':
      return !!c && (c.status === 'closed' || c.status === 'pos-chat');
    case 'untabulated':
      return !!c && (c.status === 'closed' || c.status === 'pos-chat') && !!c.untabulated;
  }
}
