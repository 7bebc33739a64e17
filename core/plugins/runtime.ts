import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { bus } from '../bus';
import { messagesFor } from '../i18n/messages';
import { localeOf } from '../i18n/locale';
import { logger } from '../logger';
import { notify } from '../notify/notifier';
import { store } from '../state/store';
import type { Language } from '../state/store';
import { isPluginEnabled, pluginConfig } from './enablement';
import type { AnyPlugin, CommandContribution, PluginContext, PluginManifest } from './types';

type Plugin = PluginManifest<unknown>;

/**
 * The installed plugins of one workspace: their contexts, activation and commands. The
 * React side (PluginHost, useContributions) renders from it; tests build one per case.
 */
export class PluginRuntime {
  readonly plugins: readonly Plugin[];
  private readonly active = new Map<string, () => void>();
  private readonly activeSettings = new Map<string, string>();
  private readonly intlCache = createIntlCache();
  private intls = new Map<Language, IntlShape>();

  constructor(plugins: readonly AnyPlugin[]) {
    const ids = new Set<string>();
    for (const p of plugins) {
      if (ids.has(p.id)) throw new Error(`plugin "${p.id}" is installed twice`);
      ids.add(p.id);
    }
    this.plugins = plugins;
  }

  get pluginMessages() {
    return this.plugins.flatMap((p) => (p.messages ? [p.messages] : []));
  }

  plugin(id: string): Plugin | undefined {
    return this.plugins.find((p) => p.id === id);
  }

  /** Plugins the company runs right now (gates are applied where contributions render). */
  enabledPlugins(): Plugin[] {
    return this.plugins.filter((p) => isPluginEnabled(p, store.company) && pluginConfig(p, store.company).ok);
  }

  private intl(): IntlShape {
    const language = store.preferences.language;
    let intl = this.intls.get(language);
    if (!intl) {
      intl = createIntl({ locale: localeOf[language].intl, messages: messagesFor(language, this.pluginMessages) }, this.intlCache);
      this.intls.set(language, intl);
    }
    return intl;
  }

  contextFor(plugin: Plugin): PluginContext {
    const parsed = pluginConfig(plugin, store.company);
    return {
      pluginId: plugin.id,
      config: parsed.ok ? parsed.config : undefined,
      bus,
      state: store,
      notify,
      runCommand: (id, args) => this.runCommand(id, args),
      t: (descriptor, values) => this.intl().formatMessage(descriptor, values),
    };
  }

  private findCommand(id: string): { plugin: Plugin; command: CommandContribution } | undefined {
    for (const plugin of this.enabledPlugins()) {
      const command = plugin.contributes?.commands?.find((c) => c.id === id);
      if (command) return { plugin, command };
    }
    return undefined;
  }

  hasCommand(id: string): boolean {
    return !!this.findCommand(id);
  }

  async runCommand(id: string, args?: unknown): Promise<unknown> {
    const found = this.findCommand(id);
    if (!found) throw new Error(`no enabled plugin provides the command "${id}"`);
    return found.command.run(this.contextFor(found.plugin), args);
  }

  /**
   * Activates what is enabled and not active, disposes what is active and no longer enabled, and
   * restarts what is active under settings the company has since changed (activate reads them).
   */
  reconcileActivation(): void {
    const enabled = new Set(this.enabledPlugins().map((p) => p.id));
    for (const [id, dispose] of this.active) {
      const plugin = this.plugin(id);
      if (!enabled.has(id) || (plugin && this.activeSettings.get(id) !== this.settingsOf(plugin))) {
        this.safely(id, dispose);
        this.active.delete(id);
      }
    }
    for (const plugin of this.plugins) {
      if (!enabled.has(plugin.id) || this.active.has(plugin.id)) continue;
      let dispose: (() => void) | void = undefined;
      this.safely(plugin.id, () => {
        dispose = plugin.activate?.(this.contextFor(plugin));
      });
      this.active.set(plugin.id, dispose ?? (() => undefined));
      this.activeSettings.set(plugin.id, this.settingsOf(plugin));
    }
  }

  /** The company's parsed settings of a plugin, comparable between two reconciliations. */
  private settingsOf(plugin: Plugin): string {
    const parsed = pluginConfig(plugin, store.company);
    return JSON.stringify(parsed.ok ? parsed.config : null) ?? '';
  }

  deactivateAll(): void {
    for (const [id, dispose] of this.active) this.safely(id, dispose);
    this.active.clear();
  }

  /** Ids of plugins activated and not yet disposed (the harness checks nothing leaks). */
  activeIds(): string[] {
    return [...this.active.keys()];
  }

  private safely(pluginId: string, run: () => void): void {
    try {
      run();
    } catch (error) {
      logger.error(`[plugins] "${pluginId}" failed to start or stop`, error);
    }
  }
}
