import type { Plugin } from './types';

/** Why a plugin that should run does not. */
export type Refusal =
  | { reason: 'missing'; service: string; provider?: string | undefined }
  | { reason: 'cycle'; cycle: readonly string[] }
  | { reason: 'threw'; error: string };

export interface ActivationPlan {
  /** Providers before their consumers; otherwise in installation order. */
  order: Plugin[];
  refused: Map<string, Refusal>;
}

/**
 * Orders the plugins that should run so each starts after the services it uses. A plugin whose
 * required service no runnable plugin provides is refused (and, in turn, whoever requires its
 * service); plugins whose requirements form a cycle are refused, naming the cycle.
 * `unavailable` are plugins known not to run (failed): what they provide is missing.
 */
export function planActivation(wanted: readonly Plugin[], unavailable: ReadonlyMap<string, Refusal> = new Map()): ActivationPlan {
  const refused = new Map<string, Refusal>();
  const everProvided = providerOf(wanted);
  let remaining = wanted.filter((p) => !unavailable.has(p.id));
  // Each round refuses at least one plugin or places them all, so it ends.
  for (;;) {
    remaining = refuseMissing(remaining, everProvided, refused);
    const providers = providerOf(remaining);
    const dependsOn = new Map(remaining.map((p) => [p.id, usedProviders(p, providers)]));
    const order = topologicalOrder(remaining, dependsOn);
    if (order.length === remaining.length) return { order, refused };
    const placed = new Set(order.map((p) => p.id));
    for (const plugin of remaining) {
      if (placed.has(plugin.id)) continue;
      const cycle = findCycle(plugin.id, dependsOn);
      if (cycle) refused.set(plugin.id, { reason: 'cycle', cycle });
    }
    remaining = remaining.filter((p) => !refused.has(p.id));
  }
}

function providerOf(candidates: readonly Plugin[]): Map<string, Plugin> {
  return new Map(candidates.flatMap((p) => (p.provides ? [[p.provides, p] as const] : [])));
}

/** Refuses plugins missing a required service until none is (a refusal removes a provider). */
function refuseMissing(plugins: readonly Plugin[], everProvided: ReadonlyMap<string, Plugin>, refused: Map<string, Refusal>): Plugin[] {
  let remaining = [...plugins];
  for (let changed = true; changed; ) {
    changed = false;
    const providers = providerOf(remaining);
    for (const plugin of remaining) {
      const missing = plugin.requires?.find((service) => !providers.has(service));
      if (missing === undefined) continue;
      refused.set(plugin.id, { reason: 'missing', service: missing, provider: everProvided.get(missing)?.id });
      changed = true;
    }
    remaining = remaining.filter((p) => !refused.has(p.id));
  }
  return remaining;
}

/** Kahn's algorithm, always taking the first ready plugin in installation order. */
function topologicalOrder(plugins: readonly Plugin[], dependsOn: ReadonlyMap<string, ReadonlySet<string>>): Plugin[] {
  const order: Plugin[] = [];
  const placed = new Set<string>();
  for (let progress = true; progress; ) {
    progress = false;
    const ready = plugins.find((p) => !placed.has(p.id) && [...dependsOn.get(p.id)!].every((id) => placed.has(id)));
    if (!ready) break;
    order.push(ready);
    placed.add(ready.id);
    progress = true;
  }
  return order;
}

/** Ids of the plugins providing the services `plugin` requires or optionally uses (itself excluded). */
function usedProviders(plugin: Plugin, providers: ReadonlyMap<string, Plugin>): Set<string> {
  const used = new Set<string>();
  for (const service of [...(plugin.requires ?? []), ...(plugin.optional ?? [])]) {
    const provider = providers.get(service);
    if (provider && provider.id !== plugin.id) used.add(provider.id);
  }
  return used;
}

/** A cycle through `start`, as plugin ids ending where they began, or undefined if it only leads into one. */
function findCycle(start: string, dependsOn: ReadonlyMap<string, ReadonlySet<string>>): string[] | undefined {
  const path: string[] = [];
  const visited = new Set<string>();
  const walk = (id: string): string[] | undefined => {
    if (id === start && path.length) return [...path, id];
    if (visited.has(id)) return undefined;
    visited.add(id);
    path.push(id);
    for (const next of dependsOn.get(id) ?? []) {
      const found = walk(next);
      if (found) return found;
    }
    path.pop();
    return undefined;
  };
  return walk(start);
}
