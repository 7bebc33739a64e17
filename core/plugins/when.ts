import type { Conversation, ConversationStatus, Feature } from '../schemas';
import { TICKET_CHANNEL } from '../schemas';
import type { Role } from '../state/store';

export type Channel = 'telefone' | 'real_automation' | 'whatsapp' | 'webchat' | (string & {});
export type FeatureName = 'Tab' | 'Insight' | (string & {});
export type PermissionName = 'phone' | (string & {});
export type ConversationFlag = 'selected' | 'aiSummary' | 'ticket' | 'finished';

/**
 * A typed gate: whether a plugin, or one of its contributions, is on. Literal unions mean
 * a typo in a known name does not compile; `(string & {})` leaves room for new ones.
 */
export type When =
  | { feature: FeatureName; required?: boolean }
  | { permission: PermissionName }
  | { channel: Channel | readonly Channel[] }
  | { status: ConversationStatus | readonly ConversationStatus[] }
  | { conversation: ConversationFlag }
  | { role: Role }
  | { all: readonly When[] }
  | { any: readonly When[] }
  | { not: When };

/** What gates are evaluated against: the session and the active conversation. */
export interface GateContext {
  features: readonly Feature[];
  permissionsExtra: Readonly<Record<string, unknown>>;
  role: Role | undefined;
  conversation: Pick<Conversation, 'channel' | 'status' | 'isAiSummaryEnabled'> | undefined;
}

const asList = <T>(value: T | readonly T[]): readonly T[] => (Array.isArray(value) ? value : [value as T]);

export function evaluateWhen(when: When | undefined, ctx: GateContext): boolean {
  if (!when) return true;
  if ('all' in when) return when.all.every((w) => evaluateWhen(w, ctx));
  if ('any' in when) return when.any.some((w) => evaluateWhen(w, ctx));
  if ('not' in when) return !evaluateWhen(when.not, ctx);
  if ('feature' in when) {
    const feature = ctx.features.find((f) => f.name === when.feature);
    return !!feature?.active && (!when.required || feature.required);
  }
  if ('permission' in when) return !!ctx.permissionsExtra[when.permission];
  if ('role' in when) return ctx.role === when.role;
  const c = ctx.conversation;
  if ('channel' in when) return !!c && asList(when.channel).includes(c.channel);
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
  }
}
