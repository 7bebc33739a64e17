import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect, useMemo } from 'react';
import { proxy, subscribe, useSnapshot } from 'valtio';
import { loadStartingPluginTables } from '../i18n/messages';
import { store } from '../state/store';
import { ActivationFailures } from './ActivationFailures';
import { followCompanyRemotes } from './external/remotePlugins';
import { pluginConfig } from './enablement';
import { brokenStarts } from './faults';
import { gateContextOf } from './gateContext';
import type { CommandArgs, CommandId, ServiceId, Services } from './registries';
import type { PluginRuntime } from './runtime';
import type { AllContributions, CommandCall, ContributionKind, Plugin, ResolvedContribution } from './types';
import { evaluateWhen, type GateContext } from './when';

const RuntimeContext = createContext<PluginRuntime | null>(null);
const PluginScopeContext = createContext<Plugin | null>(null);

export function usePluginRuntime(): PluginRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('usePluginRuntime must be used inside <PluginHost>');
  return runtime;
}

/** Marks what renders below as the given plugin's (RenderContribution does it for every contribution). */
export function PluginScope({ plugin, children }: { plugin: Plugin; children: ReactNode }) {
  return <PluginScopeContext.Provider value={plugin}>{children}</PluginScopeContext.Provider>;
}

/** What decides which plugins run: the session, the company's settings, the plugins whose gates pass. */
function activationInputs(runtime: PluginRuntime): unknown[] {
  return [store.session, store.company, runtime.wantedIds().join(',')];
}

/**
 * Provides the plugin runtime and keeps activation in step with the session, company
 * enablement and the plugins' gates: a plugin an admin turns off is disposed at once, without a
 * reload. Plugins that could not start are listed (ActivationFailures), each with a retry.
 */
export function PluginHost({ runtime, children }: { runtime: PluginRuntime; children: ReactNode }) {
  // Before paint: contributions (which render only once their plugin runs) show in the first frame.
  useLayoutEffect(() => {
    runtime.reconcileActivation();
    let last = activationInputs(runtime);
    const unsubscribeStore = subscribe(store, () => {
      const next = activationInputs(runtime);
      if (next.every((value, i) => value === last[i])) return;
      last = next;
      runtime.reconcileActivation();
    });
    const unsubscribeKeys = subscribe(runtime.gateKeys, () => runtime.reconcileActivation());
    const unsubscribeFaults = subscribe(brokenStarts, () => runtime.restart(Object.keys(brokenStarts)));
    // The company's plugins from outside the build join the runtime as they load.
    const unfollowRemotes = followCompanyRemotes(runtime);
    return () => {
      unfollowRemotes();
      unsubscribeStore();
      unsubscribeKeys();
      unsubscribeFaults();
      runtime.deactivateAll();
    };
  }, [runtime]);
  return (
    <RuntimeContext.Provider value={runtime}>
      {children}
      <ActivationFailures />
    </RuntimeContext.Provider>
  );
}

/** The gate context from the store, read through the snapshot so gates re-evaluate live. */
export function useGateContext(): GateContext {
  const runtime = useContext(RuntimeContext);
  const snap = useSnapshot(store);
  const keys = useSnapshot(runtime?.gateKeys ?? EMPTY_KEYS);
  return gateContextOf(snap, keys);
}
/** Outside a host no plugin sets keys (a proxy: useSnapshot reads only proxies). */
const EMPTY_KEYS = proxy<Record<string, unknown>>({});

/** Running plugins (enabled, their own gate passing, started without failure), in installation order. */
export function useActivePlugins(): Plugin[] {
  const runtime = usePluginRuntime();
  const status = useSnapshot(runtime.status);
  // A plugin installed while the window runs (from outside the build) joins the lists.
  useSnapshot(runtime.catalog);
  return runtime.plugins.filter((p) => status[p.id]?.state === 'active');
}

/**
 * Every contribution of a kind (built-in, or a plugin's own point) from running plugins whose gates
 * pass, in `order`. With `includeStarting`, also those of plugins that start on first use and are
 * not running yet, marked `starting`: their keys can be bound at once (running the command starts
 * the plugin), though their labels are not here until they run. With `listOnly` (a bar of choices,
 * as the dock's), those are listed without being started, their messages loaded for their labels:
 * the place starts the one it shows (usePluginStarted).
 */
export function useContributions<K extends ContributionKind>(
  kind: K,
  options: { includeStarting?: boolean; listOnly?: boolean } = {},
): ResolvedContribution<K>[] {
  const runtime = usePluginRuntime();
  const active = useActivePlugins();
  const status = useSnapshot(runtime.status);
  const { version: catalog } = useSnapshot(runtime.catalog);
  const gates = useGateContext();
  const { language } = useSnapshot(store.preferences);
  const includeStarting = options.includeStarting || options.listOnly;
  const plugins = useMemo(
    () => (includeStarting ? [...active, ...runtime.notYetStarted(kind)] : active),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- status, the catalog (and the gates, which decide who should run) say when it changes
    [status, catalog, JSON.stringify(gates), includeStarting, kind, runtime],
  );
  const gateKey = JSON.stringify(gates);
  // Showing the point is the first use of the plugins that wait for one: they start, and show when they run.
  useEffect(() => {
    if (!options.listOnly) {
      for (const plugin of runtime.waitingToShow(kind)) runtime.startForShowing(plugin.id);
      return;
    }
    // Only the labels of what the bar shows now (its gate passes).
    for (const plugin of runtime.notYetStarted(kind)) {
      const shown = ((plugin.contributes?.[kind] ?? []) as AllContributions[K]).some((c) => !('when' in c) || evaluateWhen(c.when, gates));
      if (shown && plugin.messages) void loadStartingPluginTables(language, plugin.messages);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- gateKey stands for the gates (a fresh object each render)
  }, [runtime, kind, status, catalog, gateKey, options.listOnly, language]);
  return useMemo(() => {
    const found: ResolvedContribution<K>[] = [];
    for (const plugin of plugins) {
      const list = (plugin.contributes?.[kind] ?? []) as AllContributions[K];
      const starting = !runtime.isActive(plugin.id);
      for (const contribution of list) {
        if ('when' in contribution && !evaluateWhen(contribution.when, gates)) continue;
        found.push(starting ? { plugin, contribution, starting } : { plugin, contribution });
      }
    }
    return found.sort((a, b) => orderOf(a.contribution) - orderOf(b.contribution));
    // gates is a fresh object each render; its serialised fields are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plugins, kind, gateKey, status]);
}

function orderOf(contribution: object): number {
  return 'order' in contribution && typeof contribution.order === 'number' ? contribution.order : 0;
}

/** The plugin whose contribution renders here. */
export function useCurrentPlugin(): Plugin {
  const plugin = useContext(PluginScopeContext);
  if (!plugin) throw new Error('this hook runs inside a plugin contribution (rendered by the workspace or the harness)');
  return plugin;
}

/**
 * The company's settings of the plugin whose contribution renders here, parsed by its `config`
 * schema (defaults filled in): live, as an admin changes them.
 */
export function usePluginConfig<Config = unknown>(): Config | undefined {
  const plugin = useCurrentPlugin();
  // The root, not store.company: a company load replaces that object.
  const { company } = useSnapshot(store);
  return useMemo(() => {
    const parsed = pluginConfig(plugin, company as typeof store.company);
    return parsed.ok ? (parsed.config as Config) : undefined;
  }, [plugin, company]);
}

function serviceFor<K extends ServiceId>(runtime: PluginRuntime, plugin: Plugin, id: K, optional: boolean): Services[K] | undefined {
  const declared = plugin.provides === id || plugin.requires?.includes(id) || (optional && plugin.optional?.includes(id));
  if (!declared) {
    const where = optional ? 'requires or optional' : 'requires';
    throw new Error(`plugin "${plugin.id}" uses the service "${id}" without declaring it in ${where}`);
  }
  return runtime.service(id);
}

/**
 * A service the current plugin declares in `requires` (or provides itself). The plugin only
 * runs, and so only renders, when its provider does.
 */
export function useService<K extends ServiceId>(id: K): Services[K] {
  const runtime = usePluginRuntime();
  const plugin = useCurrentPlugin();
  useSnapshot(runtime.status);
  const service = serviceFor(runtime, plugin, id, false);
  if (service === undefined) throw new Error(`the service "${id}" is not running`);
  return service;
}

/**
 * A service the current plugin declares in `optional`: undefined while no plugin provides it. Asking
 * is a use: a provider that starts on first use starts, and the service appears when it runs.
 */
export function useOptionalService<K extends ServiceId>(id: K): Services[K] | undefined {
  const runtime = usePluginRuntime();
  const plugin = useCurrentPlugin();
  // Re-rendered when plugins start or stop, so the service appears and goes with its provider.
  const status = useSnapshot(runtime.status);
  const service = serviceFor(runtime, plugin, id, true);
  useEffect(() => {
    if (service !== undefined) return;
    const provider = runtime.plugins.find((p) => p.provides === id);
    if (provider) void runtime.use(provider.id);
  }, [runtime, id, service, status]);
  return service;
}

export interface CommandRunner {
  /** Runs a command by id, its argument typed by the Commands registry. */
  run: <K extends CommandId>(id: K, ...args: CommandArgs<K>) => Promise<unknown>;
  /**
   * Runs the command a contribution declared (a header action, with its conversation): its id
   * and argument type were checked where the contribution was declared.
   */
  runDeclared: (command: CommandCall['command'] | string, args?: unknown) => Promise<unknown>;
  /** Whether a running plugin offers the command now. */
  has: (id: CommandId) => boolean;
}

/** Runs commands from a component: what other plugins offer, typed. */
export function useCommands(): CommandRunner {
  const runtime = usePluginRuntime();
  useSnapshot(runtime.status);
  return useMemo(
    () => ({
      run: (id, ...args) => runtime.runCommand(id, ...args),
      runDeclared: (command, args) => runtime.dispatch(command, args),
      has: (id) => runtime.hasCommand(id),
    }),
    [runtime],
  );
}

/**
 * Starts a plugin that starts on first use as a place shows something of it (the dock's chosen
 * widget, listed with `listOnly`); true once it runs, and at once for one that already does.
 */
export function usePluginStarted(plugin: Plugin | undefined): boolean {
  const runtime = usePluginRuntime();
  const status = useSnapshot(runtime.status);
  const id = plugin?.id;
  const running = !!id && status[id]?.state === 'active';
  useEffect(() => {
    if (id && !running) runtime.startForShowing(id);
  }, [runtime, id, running]);
  return running;
}
