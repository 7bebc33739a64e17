import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import { store } from '../state/store';
import { isPluginEnabled, pluginConfig } from './enablement';
import type { PluginRuntime } from './runtime';
import type { ContributionKind, Contributions, PluginManifest, ResolvedContribution } from './types';
import { evaluateWhen, type GateContext } from './when';

const RuntimeContext = createContext<PluginRuntime | null>(null);

export function usePluginRuntime(): PluginRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('usePluginRuntime must be used inside <PluginHost>');
  return runtime;
}

/**
 * Provides the plugin runtime and keeps activation in step with company enablement: a plugin
 * an admin turns off is disposed at once, without a reload.
 */
export function PluginHost({ runtime, children }: { runtime: PluginRuntime; children: ReactNode }) {
  useEffect(() => {
    runtime.reconcileActivation();
    // Subscribed at the root: company settings arrive as a whole new object.
    let company = store.company;
    const unsubscribe = subscribe(store, () => {
      if (store.company === company) return;
      company = store.company;
      runtime.reconcileActivation();
    });
    return () => {
      unsubscribe();
      runtime.deactivateAll();
    };
  }, [runtime]);
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** The gate context from the store, read through the snapshot so gates re-evaluate live. */
export function useGateContext(): GateContext {
  const snap = useSnapshot(store);
  const session = snap.session;
  const selectedId = snap.selectedConversationId;
  const selected = selectedId ? snap.conversations[selectedId] : undefined;
  return {
    features: (session?.features ?? []) as GateContext['features'],
    permissionsExtra: session?.permissionsExtra ?? {},
    role: session?.role,
    conversation: selected ? { channel: selected.channel, status: selected.status, isAiSummaryEnabled: selected.isAiSummaryEnabled } : undefined,
  };
}

/** Enabled plugins whose own gate passes, in installation order. */
export function useActivePlugins(): PluginManifest<unknown>[] {
  const runtime = usePluginRuntime();
  const { company } = useSnapshot(store);
  const gates = useGateContext();
  return runtime.plugins.filter((p) => isPluginEnabled(p, company) && pluginConfig(p, company).ok && evaluateWhen(p.when, gates));
}

/** Every contribution of a kind from active plugins whose gates pass, in `order` when it has one. */
export function useContributions<K extends ContributionKind>(kind: K): ResolvedContribution<K>[] {
  const plugins = useActivePlugins();
  const gates = useGateContext();
  return useMemo(() => {
    const found: ResolvedContribution<K>[] = [];
    for (const plugin of plugins) {
      const list = (plugin.contributes?.[kind] ?? []) as Contributions[K];
      for (const contribution of list) {
        if ('when' in contribution && !evaluateWhen(contribution.when, gates)) continue;
        found.push({ plugin, contribution });
      }
    }
    return found.sort((a, b) => orderOf(a.contribution) - orderOf(b.contribution));
    // gates is a fresh object each render; its fields are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plugins, kind, JSON.stringify(gates)]);
}

function orderOf(contribution: object): number {
  return 'order' in contribution && typeof contribution.order === 'number' ? contribution.order : 0;
}
