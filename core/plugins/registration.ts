import { logger } from '../logger';
import type { CommandContribution, Contributions, Plugin } from './types';

const BUILT_IN_KINDS: ReadonlySet<string> = new Set<keyof Contributions>([
  'tiles', 'dockWidgets', 'composerTriggers', 'headerActions', 'userMenuItems', 'sidebarSections',
  'toolbarItems', 'overlays', 'commands', 'shortcuts', 'keyHints', 'textMarkers',
]);

export function isBuiltInKind(kind: string): kind is keyof Contributions {
  return BUILT_IN_KINDS.has(kind);
}

/** Throws when `id` is not '<plugin id>.<name>'. */
export function assertNamespaced(pluginId: string, what: string, id: string): void {
  if (!id.startsWith(`${pluginId}.`) || id.length === pluginId.length + 1) {
    throw new Error(`plugin "${pluginId}" declares ${what} "${id}": it must be namespaced as "${pluginId}.<name>"`);
  }
}

/** Records who claimed each id of one kind; a second claim throws, naming both plugins. */
function claims(what: string) {
  const owners = new Map<string, string>();
  return (pluginId: string, id: string) => {
    const owner = owners.get(id);
    if (owner !== undefined && owner !== pluginId) throw new Error(`${what} "${id}" is declared by both "${owner}" and "${pluginId}"`);
    owners.set(id, pluginId);
  };
}

/**
 * The checks made when plugins are installed together: each plugin once, and no command,
 * service, contribution point, message or contribution id claimed by two of them. Returns the
 * commands by id.
 */
export function checkRegistrations(plugins: readonly Plugin[]): Map<string, { plugin: Plugin; command: CommandContribution }> {
  const command = claims('the command');
  const service = claims('the service');
  const point = claims('the contribution point');
  // Every plugin's messages share one table per language: an id two plugins use would show one's text in the other.
  const message = claims('the message');
  const contributionClaims = new Map<string, ReturnType<typeof claims>>();
  const commands = new Map<string, { plugin: Plugin; command: CommandContribution }>();
  const seenPlugins = new Set<string>();
  for (const p of plugins) {
    if (seenPlugins.has(p.id)) throw new Error(`plugin "${p.id}" is installed twice`);
    seenPlugins.add(p.id);
    if (p.provides) service(p.id, p.provides);
    for (const id of p.contributionPoints ?? []) point(p.id, id);
    for (const id of Object.keys(p.messages?.pt ?? {})) message(p.id, id);
    for (const c of (p.contributes?.commands ?? []) as readonly CommandContribution[]) {
      const id = (c as { id: string }).id;
      command(p.id, id);
      commands.set(id, { plugin: p, command: c });
    }
    for (const [kind, list] of Object.entries(p.contributes ?? {})) {
      if (kind === 'commands') continue;
      let claim = contributionClaims.get(kind);
      if (!claim) contributionClaims.set(kind, (claim = claims(`the ${kind} contribution`)));
      for (const item of list as { id: string }[]) claim(p.id, item.id);
    }
  }
  // A plugin that starts with the session cannot wait for one that starts on first use.
  for (const p of plugins) {
    if (p.activation === 'firstUse') continue;
    for (const needed of p.requires ?? []) {
      const provider = plugins.find((q) => q.provides === needed);
      if (provider?.activation === 'firstUse') {
        throw new Error(`plugin "${p.id}" requires the service "${needed}", which "${provider.id}" provides only once it is first used: use it as optional, or let "${p.id}" start on first use too`);
      }
    }
  }
  const declared = new Set(plugins.flatMap((p) => p.contributionPoints ?? []));
  for (const p of plugins) {
    for (const kind of Object.keys(p.contributes ?? {})) {
      if (!isBuiltInKind(kind) && !declared.has(kind as never)) {
        logger.warn(`[plugins] "${p.id}" contributes to "${kind}", which no installed plugin declares: those contributions never show`);
      }
    }
  }
  return commands;
}

/**
 * The checks for a plugin joining installed ones while a window runs (a plugin from outside the
 * build): a new id, and nothing it declares claimed by another. Returns the commands of all of them.
 */
export function checkInstall(plugin: Plugin, installed: readonly Plugin[]): Map<string, { plugin: Plugin; command: CommandContribution }> {
  if (installed.some((p) => p.id === plugin.id)) throw new Error(`a plugin with the id "${plugin.id}" is already installed`);
  return checkRegistrations([...installed, plugin]);
}
