import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { proxy } from 'valtio';
import { bus } from '../bus';
import { messagesFor, messagesVersion } from '../i18n/messages';
import { localeOf } from '../i18n/locale';
import { logger } from '../logger';
import { notify } from '../notify/notifier';
import { store } from '../state/store';
import { workspaceState } from '../state/workspaceState';
import { planActivation, type Refusal } from './activationPlan';
import { brokenStarts, DeliberateFailure } from './faults';
import { isPluginEnabled, pluginConfig } from './enablement';
import { gateContextOf } from './gateContext';
import { checkRegistrations } from './registration';
import type { CommandArgs, CommandId, ServiceId, Services } from './registries';
import type { AnyPlugin, CommandContribution, Plugin, PluginContext } from './types';
import { evaluateWhen } from './when';

/** What the runtime tells the UI about each plugin that should run: running, or why not. */
export type PluginStatus = { state: 'active' } | ({ state: 'failed' } & Refusal);

interface Running {
  dispose: () => void;
  settings: string;
  service: unknown;
}

/**
 * The installed plugins of one window: registration checks, activation in service order,
 * the services, commands and gate keys of the running ones. The React side (PluginHost,
 * useContributions) renders from it; tests build one per case.
 */
export class PluginRuntime {
  readonly plugins: readonly Plugin[];
  /** Read reactively (useSnapshot): which plugins run and which failed, and why. */
  readonly status = proxy<Record<string, PluginStatus>>({});
  /** Values of the plugins' gate keys, read reactively by the gates. */
  readonly gateKeys = proxy<Record<string, unknown>>({});
  private readonly running = new Map<string, Running>();
  /** Activation order of what runs, so disposal goes in reverse. */
  private order: string[] = [];
  /** Plugins whose activate threw: they stay down until retried. */
  private readonly threw = new Map<string, Refusal>();
  private readonly commands: ReadonlyMap<string, { plugin: Plugin; command: CommandContribution }>;
  private readonly intlCache = createIntlCache();
  private intls = new Map<string, IntlShape>();

  constructor(plugins: readonly AnyPlugin[]) {
    this.plugins = plugins as readonly Plugin[];
    this.commands = checkRegistrations(this.plugins);
  }

  get pluginMessages() {
    return this.plugins.flatMap((p) => (p.messages ? [p.messages] : []));
  }

  plugin(id: string): Plugin | undefined {
    return this.plugins.find((p) => p.id === id);
  }

  /** Plugins the company runs right now (their own `when` decides whether they activate). */
  enabledPlugins(): Plugin[] {
    return this.plugins.filter((p) => isPluginEnabled(p, store.company) && pluginConfig(p, store.company).ok);
  }

  /** Plugins that should run: a session, enabled for the company, their `when` passing. */
  private wantedPlugins(): Plugin[] {
    if (!store.session) return [];
    const gates = gateContextOf(store, this.gateKeys);
    return this.enabledPlugins().filter((p) => evaluateWhen(p.when, gates));
  }

  /** Ids of the plugins that should run now (cheap: read on every store change to spot a gate flipping). */
  wantedIds(): string[] {
    return this.wantedPlugins().map((p) => p.id);
  }

  isActive(pluginId: string): boolean {
    return this.running.has(pluginId);
  }

  /** The service a running plugin provides, if any runs. */
  service<K extends ServiceId>(id: K): Services[K] | undefined {
    return this.serviceById(id) as Services[K] | undefined;
  }

  private serviceById(id: string): unknown {
    for (const [pluginId, running] of this.running) if (this.plugin(pluginId)?.provides === id) return running.service;
    return undefined;
  }

  private intl(): IntlShape {
    const language = store.preferences.language;
    // Tables that arrive later (English when chosen) make a new one: formatted before, Portuguese.
    const key = `${language}@${messagesVersion()}`;
    let intl = this.intls.get(key);
    if (!intl) {
      intl = createIntl({ locale: localeOf[language].intl, messages: messagesFor(language, this.pluginMessages) }, this.intlCache);
      this.intls.set(key, intl);
    }
    return intl;
  }

  contextFor(plugin: Plugin): PluginContext {
    const parsed = pluginConfig(plugin, store.company);
    return {
      pluginId: plugin.id,
      config: parsed.ok ? parsed.config : undefined,
      bus,
      state: workspaceState,
      notify,
      runCommand: (id, ...args) => this.runCommand(id, ...args),
      t: (descriptor, values) => this.intl().formatMessage(descriptor, values),
      service: (id) => {
        if (plugin.provides !== id && !plugin.requires?.includes(id) && !plugin.optional?.includes(id)) {
          throw new Error(`plugin "${plugin.id}" uses the service "${id}" without declaring it in provides, requires or optional`);
        }
        return this.service(id);
      },
      setGateKey: (key, value) => {
        if (!plugin.gateKeys?.includes(key)) throw new Error(`plugin "${plugin.id}" sets the gate key "${key}" without declaring it in gateKeys`);
        this.gateKeys[key] = value;
      },
    };
  }

  hasCommand(id: string): boolean {
    const found = this.commands.get(id);
    return !!found && this.running.has(found.plugin.id);
  }

  async runCommand<K extends CommandId>(id: K, ...[args]: CommandArgs<K>): Promise<unknown> {
    return this.dispatch(id, args);
  }

  /**
   * Runs a command a contribution declared (a menu entry, a shortcut, a header action): its id
   * and argument were type-checked where they were declared. Plugins call runCommand.
   */
  async dispatch(id: string, args?: unknown): Promise<unknown> {
    const found = this.commands.get(id);
    if (!found) throw new Error(`no installed plugin provides the command "${id}"`);
    if (!this.running.has(found.plugin.id)) throw new Error(`the command "${id}" is not available: its plugin "${found.plugin.id}" is not running`);
    const run = (found.command as { run: (ctx: PluginContext, args: unknown) => unknown }).run;
    return run(this.contextFor(found.plugin), args);
  }

  /**
   * Brings what runs in line with what should: stops (dependents first) what should no longer
   * run or runs under settings the company has since changed, then starts what should run and
   * does not, providers first. A plugin that cannot start is marked failed, with the reason.
   */
  reconcileActivation(): void {
    const wanted = this.wantedPlugins();
    const wantedIds = new Set(wanted.map((p) => p.id));
    const stale = new Set<string>();
    for (const [id, running] of this.running) {
      const plugin = this.plugin(id)!;
      if (!wantedIds.has(id) || running.settings !== this.settingsOf(plugin)) stale.add(id);
    }
    this.stop(this.withDependents(stale));
    for (const id of this.threw.keys()) if (!wantedIds.has(id)) this.threw.delete(id);

    const plan = planActivation(wanted, this.threw);
    for (const id of Object.keys(this.status)) if (!wantedIds.has(id)) delete this.status[id];
    for (const [id, refusal] of [...plan.refused, ...this.threw]) this.markFailed(id, refusal);
    for (const plugin of plan.order) {
      if (this.running.has(plugin.id)) continue;
      const missing = plugin.requires?.find((service) => this.serviceById(service) === undefined);
      if (missing) {
        this.markFailed(plugin.id, { reason: 'missing', service: missing, provider: plan.order.find((p) => p.provides === missing)?.id });
        continue;
      }
      this.start(plugin);
    }
  }

  /** Stops and starts running plugins again (the demo breaking a plugin's start shows it at once). */
  restart(pluginIds: readonly string[]): void {
    const running = new Set(pluginIds.filter((id) => this.running.has(id)));
    if (!running.size) return;
    this.stop(this.withDependents(running));
    this.reconcileActivation();
  }

  /** The given running plugins and whoever uses their services: those go too, and start again with the new ones. */
  private withDependents(ids: ReadonlySet<string>): Set<string> {
    const closure = new Set(ids);
    for (let grew = true; grew; ) {
      grew = false;
      for (const id of this.running.keys()) {
        if (closure.has(id)) continue;
        const plugin = this.plugin(id)!;
        const uses = [...(plugin.requires ?? []), ...(plugin.optional ?? [])];
        if (uses.some((service) => [...closure].some((s) => this.plugin(s)?.provides === service))) {
          closure.add(id);
          grew = true;
        }
      }
    }
    return closure;
  }

  /** Starts a failed plugin again (its retry button), and whatever needed its service. */
  retry(pluginId: string): void {
    this.threw.delete(pluginId);
    this.reconcileActivation();
  }

  private start(plugin: Plugin): void {
    const services: Record<string, unknown> = {};
    for (const id of [...(plugin.requires ?? []), ...(plugin.optional ?? [])]) services[id] = this.serviceById(id);
    try {
      if (brokenStarts[plugin.id]) throw new DeliberateFailure(plugin.id);
      const result = plugin.activate?.(this.contextFor(plugin), services) as void | (() => void) | { service?: unknown; dispose?: () => void };
      const dispose = typeof result === 'function' ? result : (result?.dispose ?? (() => undefined));
      const service = typeof result === 'object' ? result?.service : undefined;
      if (plugin.provides && service === undefined) {
        this.safely(plugin.id, dispose);
        throw new Error(`it declares it provides "${plugin.provides}" but activate returned no service`);
      }
      this.running.set(plugin.id, { dispose, settings: this.settingsOf(plugin), service });
      this.order.push(plugin.id);
      this.status[plugin.id] = { state: 'active' };
    } catch (error) {
      logger.error(`[plugins] "${plugin.id}" failed to start`, error);
      const refusal: Refusal = { reason: 'threw', error: error instanceof Error ? error.message : String(error) };
      this.threw.set(plugin.id, refusal);
      this.markFailed(plugin.id, refusal);
    }
  }

  private markFailed(pluginId: string, refusal: Refusal): void {
    const current = this.status[pluginId];
    if (current?.state === 'failed' && JSON.stringify(current) === JSON.stringify({ state: 'failed', ...refusal })) return;
    if (refusal.reason !== 'threw') logger.warn(`[plugins] "${pluginId}" does not start: ${describeRefusal(refusal)}`);
    this.status[pluginId] = { state: 'failed', ...refusal };
  }

  /** Stops the given running plugins in reverse activation order, dropping their gate keys. */
  private stop(ids: ReadonlySet<string>): void {
    for (const id of [...this.order].reverse()) {
      if (!ids.has(id)) continue;
      this.safely(id, this.running.get(id)!.dispose);
      this.running.delete(id);
      delete this.status[id];
      for (const key of this.plugin(id)?.gateKeys ?? []) delete this.gateKeys[key];
    }
    this.order = this.order.filter((id) => !ids.has(id));
  }

  /** The company's parsed settings of a plugin, comparable between two reconciliations. */
  private settingsOf(plugin: Plugin): string {
    const parsed = pluginConfig(plugin, store.company);
    return JSON.stringify(parsed.ok ? parsed.config : null) ?? '';
  }

  deactivateAll(): void {
    this.stop(new Set(this.running.keys()));
    for (const id of Object.keys(this.status)) delete this.status[id];
  }

  /** Ids of plugins activated and not yet disposed, in activation order (the harness checks nothing leaks). */
  activeIds(): string[] {
    return [...this.order];
  }

  private safely(pluginId: string, run: () => void): void {
    try {
      run();
    } catch (error) {
      logger.error(`[plugins] "${pluginId}" failed to stop`, error);
    }
  }
}

/** A refusal in words, for the log (the UI says it in the agent's language). */
export function describeRefusal(refusal: Refusal): string {
  switch (refusal.reason) {
    case 'missing':
      return refusal.provider
        ? `it requires the service "${refusal.service}", and its provider "${refusal.provider}" is not running`
        : `it requires the service "${refusal.service}", which no enabled plugin provides`;
    case 'cycle':
      return `its services depend on each other in a cycle: ${refusal.cycle.join(' -> ')}`;
    case 'threw':
      return `activate threw: ${refusal.error}`;
  }
}
