import type { MessageDescriptor } from 'react-intl';
import type { AnyPlugin } from '../../core/plugins/types';
import type { When } from '../../core/plugins/when';

/** A sentence of the admin's tables with its values; a value may itself be a message (a title). */
export interface Phrase {
  id: string;
  values?: Record<string, string | number | MessageDescriptor | readonly MessageDescriptor[]>;
}

/** The built-in kinds with names the admin reads; others (a plugin's own points) are counted. */
const NAMED_KINDS = ['tiles', 'dockWidgets', 'composerTriggers', 'headerActions', 'userMenuItems', 'sidebarSections'] as const;
const COUNTED_KINDS = ['toolbarItems', 'overlays', 'commands', 'shortcuts', 'keyHints', 'textMarkers'] as const;

type Named = { title?: MessageDescriptor; label?: MessageDescriptor; prefix?: string };

/** What the plugin adds to the workspace, kind by kind: 'Painéis: Conversa', 'Atalhos na resposta: //'. */
export function contributionsOf(plugin: AnyPlugin, all: readonly AnyPlugin[] = []): Phrase[] {
  const contributes = (plugin.contributes ?? {}) as Record<string, readonly unknown[] | undefined>;
  const phrases: Phrase[] = [];
  for (const kind of NAMED_KINDS) {
    const list = (contributes[kind] ?? []) as readonly Named[];
    if (!list.length) continue;
    const names = list.map((c) => c.title ?? c.label).filter((d): d is MessageDescriptor => !!d);
    const prefixes = list.map((c) => c.prefix).filter((p): p is string => !!p);
    phrases.push({ id: `admin.contributes.${kind}`, values: { count: list.length, names, prefixes: prefixes.join(' ') } });
  }
  for (const kind of COUNTED_KINDS) {
    const count = contributes[kind]?.length ?? 0;
    if (count) phrases.push({ id: `admin.contributes.${kind}`, values: { count } });
  }
  // A point is '<owner plugin id>.<name>': counted by the plugin that shows it.
  const byOwner = new Map<string, { owner: MessageDescriptor | string; count: number }>();
  for (const [kind, list] of Object.entries(contributes)) {
    if ((NAMED_KINDS as readonly string[]).includes(kind) || (COUNTED_KINDS as readonly string[]).includes(kind) || kind === 'demo' || !list?.length) continue;
    const owner = all.find((p) => kind.startsWith(`${p.id}.`));
    const key = owner?.id ?? kind;
    const entry = byOwner.get(key) ?? { owner: owner ? owner.title : kind, count: 0 };
    entry.count += list.length;
    byOwner.set(key, entry);
  }
  for (const { owner, count } of byOwner.values()) phrases.push({ id: 'admin.contributes.point', values: { count, owner } });
  return phrases;
}

/** Formats one phrase (the component passes react-intl's). */
export type Say = (phrase: Phrase) => string;

/** A gate in words: 'quando o recurso Insight está ativo', 'em conversas de telefone'. */
export function gateText(when: When, say: Say): string {
  if ('all' in when) return say({ id: 'admin.gate.all', values: { parts: when.all.map((w) => gateText(w, say)).join('; ') } });
  if ('any' in when) return say({ id: 'admin.gate.any', values: { parts: when.any.map((w) => gateText(w, say)).join('; ') } });
  if ('not' in when) return say({ id: 'admin.gate.not', values: { part: gateText(when.not, say) } });
  if ('key' in when) return say({ id: 'admin.gate.key', values: { key: String(when.key) } });
  if ('feature' in when) return say({ id: when.required ? 'admin.gate.featureRequired' : 'admin.gate.feature', values: { feature: when.feature } });
  if ('permission' in when) return say({ id: 'admin.gate.permission', values: { permission: when.permission } });
  if ('role' in when) return say({ id: 'admin.gate.role', values: { role: when.role } });
  if ('channel' in when) return say({ id: 'admin.gate.channel', values: { channels: ([] as string[]).concat(when.channel).join(', ') } });
  if ('status' in when) return say({ id: 'admin.gate.status', values: { statuses: ([] as string[]).concat(when.status).join(', ') } });
  return say({ id: `admin.gate.conversation.${when.conversation}` });
}

/** When the plugin runs, in words: its gate, started on first use, off unless the company turns it on. */
export function gatesOf(plugin: AnyPlugin, say: Say): string[] {
  const phrases: string[] = [];
  if (plugin.when) phrases.push(gateText(plugin.when, say));
  if (plugin.enabledByDefault === false) phrases.push(say({ id: 'admin.gate.offByDefault' }));
  if (plugin.activation === 'firstUse') phrases.push(say({ id: 'admin.gate.firstUse' }));
  return phrases;
}

export interface Dependencies {
  /** Plugins it needs running (their services). */
  needs: AnyPlugin[];
  /** Plugins that cannot run without it. */
  neededBy: AnyPlugin[];
  /** Plugins that lose a part without it: they use its service when it runs, or fill its contribution points. */
  partOf: AnyPlugin[];
}

/** How the plugin stands among the installed ones. */
export function dependenciesOf(plugin: AnyPlugin, all: readonly AnyPlugin[]): Dependencies {
  const providerOf = (service: string) => all.find((p) => p.provides === service);
  const needs = [...new Set((plugin.requires ?? []).map((s) => providerOf(String(s))).filter((p): p is AnyPlugin => !!p && p !== plugin))];
  const others = all.filter((p) => p !== plugin);
  const neededBy = plugin.provides ? others.filter((p) => (p.requires ?? []).map(String).includes(String(plugin.provides))) : [];
  const points = (plugin.contributionPoints ?? []).map(String);
  const partOf = others.filter(
    (p) =>
      !neededBy.includes(p) &&
      ((plugin.provides && (p.optional ?? []).map(String).includes(String(plugin.provides))) ||
        Object.entries(p.contributes ?? {}).some(([kind, list]) => points.includes(kind) && (list as unknown[] | undefined)?.length)),
  );
  return { needs, neededBy, partOf };
}
