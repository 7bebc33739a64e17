import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { proxy } from 'valtio';
import { bus } from '../bus';
import { loadStartingPluginTables, messagesFor, messagesVersion, type PluginMessages } from '../i18n/messages';
import { localeOf } from '../i18n/locale';
import { logger } from '../logger';
import { notify } from '../notify/notifier';
import { store } from '../state/store';
import { workspaceState } from '../state/workspaceState';
import { planActivation, type Refusal } from './activationPlan';
import { brokenStarts, DeliberateFailure } from './faults';
import { isPluginEnabled, pluginConfig } from './enablement';
import { gateContextOf } from './gateContext';
import { checkInstall, checkRegistrations } from './registration';
import type { CommandArgs, CommandId, ServiceId, Services } from './registries';
import { StartHold } from './startHold';
import type { AnyPlugin, CommandContribution, Plugin, PluginContext } from './types';
import { evaluateWhen } from './when';

/** What the runtime tells the UI about each plugin that should run: running, or why not. */
export type PluginStatus = { state: 'active' } | ({ state: 'failed' } & Refusal);

interface Running {
  dispose: () => void;
  settings: string;
  service: unknown;
}

/** A start of a plugin that starts on first use, on its way; stopping the plugin meanwhile cancels it. */
interface Starting {
  done: Promise<void>;
  cancelled: boolean;
}

/** Whether the plugin starts the first time it is used rather than with the session. */
export const startsOnUse = (plugin: Pick<Plugin, 'activation'>): boolean => plugin.activation === 'firstUse';

/** Places that never start a plugin by showing: an overlay shows only what its plugin opened, a command runs when it is run. */
const NOT_A_USE = new Set(['overlays', 'commands']);

/**
 * The installed plugins of one window: registration checks, activation in service order,
 * the services, commands and gate keys of the running ones. The React side (PluginHost,
 * useContributions) renders from it; tests build one per case.
 */
export class PluginRuntime {
  /** Installed now: the build's, then those added while the window runs (plugins from outside the build). */
  private installed: readonly Plugin[];
  /** Read reactively (useSnapshot): changes each time a plugin is installed or uninstalled. */
  readonly catalog = proxy({ version: 0 });
  private messagesOfVersion: { version: number; messages: PluginMessages[] } | undefined;
  /** Read reactively (useSnapshot): which plugins run and which failed, and why. */
  readonly status = proxy<Record<string, PluginStatus>>({});
  /** Values of the plugins' gate keys, read reactively by the gates. */
  readonly gateKeys = proxy<Record<string, unknown>>({});
  private readonly running = new Map<string, Running>();
  /** Plugins that start on first use, starting now (their messages, code and activate on the way). */
  private readonly starting = new Map<string, Starting>();
  /** Activation order of what runs, so disposal goes in reverse. */
  private order: string[] = [];
  /** Plugins whose activate threw: they stay down until retried. */
  private readonly threw = new Map<string, Refusal>();
  /**
   * Plugins starting on first use that have run this session: their first use is behind them, so
   * the company turning one off and on again (or changing its settings) starts it again at once,
   * where a place that already shows its point would not start it anew.
   */
  private readonly used = new Set<string>();
  private commands: ReadonlyMap<string, { plugin: Plugin; command: CommandContribution }>;
  /** Starts that showing triggers wait while a place paints first (ctx.holdStartsUntil). */
  private readonly startHold = new StartHold();
  private readonly intlCache = createIntlCache();
  private intls = new Map<string, IntlShape>();

  constructor(plugins: readonly AnyPlugin[]) {
    this.installed = plugins as readonly Plugin[];
    this.commands = checkRegistrations(this.installed);
  }

  get plugins(): readonly Plugin[] {
    return this.installed;
  }

  /** The installed plugins' messages: the same list until a plugin is installed or uninstalled. */
  get pluginMessages(): PluginMessages[] {
    const { version } = this.catalog;
    if (this.messagesOfVersion?.version !== version) {
      this.messagesOfVersion = { version, messages: this.installed.flatMap((p) => (p.messages ? [p.messages] : [])) };
    }
    return this.messagesOfVersion.messages;
  }

  /**
   * Installs a plugin while the window runs (a plugin from outside the build, loaded for the
   * company): checked against the installed ones like the build's (ids, commands, points), then
   * started like any other if it should run. Throws what the checks find, leaving everything as it was.
   */
  install(plugin: AnyPlugin): void {
    this.commands = checkInstall(plugin as Plugin, this.installed);
    this.installed = [...this.installed, plugin as Plugin];
    this.catalogChanged();
  }

  /** Stops (with whoever uses its service) and removes a plugin installed with install(). */
  uninstall(pluginId: string): void {
    if (!this.plugin(pluginId)) return;
    this.stop(this.withDependents(new Set([pluginId])));
    this.threw.delete(pluginId);
    delete this.status[pluginId];
    this.installed = this.installed.filter((p) => p.id !== pluginId);
    this.commands = checkRegistrations(this.installed);
    this.catalogChanged();
  }

  private catalogChanged(): void {
    this.intls.clear();
    this.catalog.version++;
    this.reconcileActivation();
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
      prepareToShow: (points) => {
        for (const point of points) for (const waiting of this.waitingToShow(point)) this.startForShowing(waiting.id);
      },
      holdStartsUntil: (until) => this.startHold.hold(until),
      setGateKey: (key, value) => {
        if (!plugin.gateKeys?.includes(key)) throw new Error(`plugin "${plugin.id}" sets the gate key "${key}" without declaring it in gateKeys`);
        this.gateKeys[key] = value;
      },
    };
  }

  hasCommand(id: string): boolean {
    const found = this.commands.get(id);
    return !!found && (this.running.has(found.plugin.id) || this.waitsForUse(found.plugin));
  }

  /** A plugin that starts on first use, should run, and has not started (nor failed to). */
  private waitsForUse(plugin: Plugin): boolean {
    return startsOnUse(plugin) && !this.running.has(plugin.id) && !this.threw.has(plugin.id) && this.wantedIds().includes(plugin.id);
  }

  /**
   * The plugins that start on first use, contribute to `kind` and have not started: a place
   * showing `kind` (the composer's actions, a conversation's header...) starts them (useContributions).
   */
  waitingToShow(kind: string): Plugin[] {
    if (NOT_A_USE.has(kind)) return [];
    return this.notYetStarted(kind).filter((p) => !this.starting.has(p.id));
  }

  /** Starts a plugin because a place shows (or is about to show) what it contributes: after any hold. */
  startForShowing(pluginId: string): void {
    this.startHold.after(() => void this.use(pluginId));
  }

  /** The plugins that start on first use, contribute to `kind`, should run and do not yet (starting or not). */
  notYetStarted(kind: string): Plugin[] {
    return this.plugins.filter((p) => ((p.contributes as Record<string, unknown[]> | undefined)?.[kind]?.length ?? 0) > 0 && this.waitsForUse(p));
  }

  /**
   * Starts a plugin that starts on first use (activation 'firstUse'), if it should run and has
   * not: first the providers of the services it uses that start on first use too, then its
   * messages in the agent's language, then its activate (which may load its code). Resolves once
   * it runs, or once it has failed (shown like any plugin that failed to start); never rejects.
   */
  use(pluginId: string, via: ReadonlySet<string> = new Set()): Promise<void> {
    const plugin = this.plugin(pluginId);
    if (!plugin || this.running.has(pluginId)) return Promise.resolve();
    const pending = this.starting.get(pluginId);
    if (pending) return via.has(pluginId) ? Promise.resolve() : pending.done;
    if (!this.waitsForUse(plugin)) return Promise.resolve();
    const attempt: Starting = { done: Promise.resolve(), cancelled: false };
    attempt.done = this.startOnUse(plugin, attempt, new Set([...via, pluginId])).finally(() => {
      if (this.starting.get(pluginId) === attempt) this.starting.delete(pluginId);
    });
    this.starting.set(pluginId, attempt);
    return attempt.done;
  }

  private async startOnUse(plugin: Plugin, attempt: Starting, via: ReadonlySet<string>): Promise<void> {
    for (const service of [...(plugin.requires ?? []), ...(plugin.optional ?? [])]) {
      const provider = this.plugins.find((p) => p.provides === service && p.id !== plugin.id);
      if (provider && startsOnUse(provider) && !via.has(provider.id)) await this.use(provider.id, via);
    }
    if (attempt.cancelled) return;
    const missing = plugin.requires?.find((service) => this.serviceById(service) === undefined);
    if (missing) {
      this.markFailed(plugin.id, { reason: 'missing', service: missing, provider: this.plugins.find((p) => p.provides === missing)?.id });
      return;
    }
    let result: unknown;
    try {
      if (plugin.messages) await loadStartingPluginTables(store.preferences.language, plugin.messages);
      if (attempt.cancelled) return;
      result = await this.invokeActivate(plugin);
    } catch (error) {
      if (!attempt.cancelled) this.recordThrow(plugin, error);
      return;
    }
    if (attempt.cancelled) {
      this.safely(plugin.id, disposerOf(result));
      return;
    }
    try {
      this.register(plugin, result);
    } catch (error) {
      this.recordThrow(plugin, error);
    }
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
    // A command of a plugin that starts on first use starts it.
    if (this.waitsForUse(found.plugin)) await this.use(found.plugin.id);
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
    for (const id of this.starting.keys()) if (!wantedIds.has(id)) stale.add(id);
    this.stop(this.withDependents(stale));
    for (const id of this.threw.keys()) if (!wantedIds.has(id)) this.threw.delete(id);

    const plan = planActivation(wanted, this.threw);
    for (const id of Object.keys(this.status)) if (!wantedIds.has(id)) delete this.status[id];
    for (const [id, refusal] of [...plan.refused, ...this.threw]) this.markFailed(id, refusal);
    for (const plugin of plan.order) {
      if (this.running.has(plugin.id)) continue;
      // One that starts on first use waits for it (use()), unless it was used already.
      if (startsOnUse(plugin)) {
        if (this.used.has(plugin.id)) this.startForShowing(plugin.id);
        continue;
      }
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
    const plugin = this.plugin(pluginId);
    if (plugin && startsOnUse(plugin)) delete this.status[pluginId];
    this.reconcileActivation();
    if (plugin && startsOnUse(plugin)) void this.use(pluginId);
  }

  private start(plugin: Plugin): void {
    try {
      const result = this.invokeActivate(plugin);
      if (result instanceof Promise) {
        result.then(disposerOf, () => undefined).then((dispose) => dispose && this.safely(plugin.id, dispose));
        throw new Error("activate returned a promise: only a plugin that starts on first use (activation: 'firstUse') starts asynchronously");
      }
      this.register(plugin, result);
    } catch (error) {
      this.recordThrow(plugin, error);
    }
  }

  /** Calls the plugin's activate with its context and services; what it returns (maybe a promise). */
  private invokeActivate(plugin: Plugin): unknown {
    const services: Record<string, unknown> = {};
    for (const id of [...(plugin.requires ?? []), ...(plugin.optional ?? [])]) services[id] = this.serviceById(id);
    if (brokenStarts[plugin.id]) throw new DeliberateFailure(plugin.id);
    return plugin.activate?.(this.contextFor(plugin), services);
  }

  /** The plugin runs from now on, with what its activate returned. */
  private register(plugin: Plugin, result: unknown): void {
    const dispose = disposerOf(result);
    const service = typeof result === 'object' && result !== null ? (result as { service?: unknown }).service : undefined;
    if (plugin.provides && service === undefined) {
      this.safely(plugin.id, dispose);
      throw new Error(`it declares it provides "${plugin.provides}" but activate returned no service`);
    }
    this.running.set(plugin.id, { dispose, settings: this.settingsOf(plugin), service });
    if (startsOnUse(plugin)) this.used.add(plugin.id);
    this.order.push(plugin.id);
    this.status[plugin.id] = { state: 'active' };
  }

  private recordThrow(plugin: Plugin, error: unknown): void {
    logger.error(`[plugins] "${plugin.id}" failed to start`, error);
    const refusal: Refusal = { reason: 'threw', error: error instanceof Error ? error.message : String(error) };
    this.threw.set(plugin.id, refusal);
    this.markFailed(plugin.id, refusal);
  }

  private markFailed(pluginId: string, refusal: Refusal): void {
    const current = this.status[pluginId];
    if (current?.state === 'failed' && JSON.stringify(current) === JSON.stringify({ state: 'failed', ...refusal })) return;
    if (refusal.reason !== 'threw') logger.warn(`[plugins] "${pluginId}" does not start: ${describeRefusal(refusal)}`);
    this.status[pluginId] = { state: 'failed', ...refusal };
  }

  /** Stops the given running plugins in reverse activation order, dropping their gate keys. */
  private stop(ids: ReadonlySet<string>): void {
    for (const id of ids) {
      const attempt = this.starting.get(id);
      if (attempt) attempt.cancelled = true;
      this.starting.delete(id);
    }
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
    this.used.clear();
    this.stop(new Set([...this.running.keys(), ...this.starting.keys()]));
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

/** What undoes an activation: the disposer it returned, or its `dispose`. */
function disposerOf(result: unknown): () => void {
  if (typeof result === 'function') return result as () => void;
  const dispose = typeof result === 'object' && result !== null ? (result as { dispose?: unknown }).dispose : undefined;
  return typeof dispose === 'function' ? (dispose as () => void) : () => undefined;
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
