import pt from '../../locales/pt.json';
import type { Language } from '../state/store';

export type MessageTable = Record<string, string>;
/** A language's table that loads when the language is chosen: `() => import('./locales/en.json')`. */
export type MessageLoader = () => Promise<{ default: MessageTable }>;
/**
 * A plugin's messages: Portuguese, the default, with the plugin; English as a table or, better, as a
 * loader, so a workspace in Portuguese never downloads it. A plugin that starts on first use
 * (activation: 'firstUse') gives both as loaders: they load as it starts (loadStartingPluginTables).
 */
export type PluginMessages = { pt: MessageTable | MessageLoader; en: MessageTable | MessageLoader };

/**
 * The core and shell tables. Portuguese, the default, comes with the page, but for the messages
 * only the workspace shows, which come with it (workspaceMessages.ts; the build splits the table,
 * see rsbuild.config.ts); English loads whole when it is the agent's language (at start, before the
 * first render, or when they switch): the sign-in carries one language, not both.
 */
const loaders: Record<Exclude<Language, 'pt'>, () => Promise<MessageTable>> = {
  en: () => import(/* webpackChunkName: "messages-en" */ '../../locales/en.json').then((m) => m.default as MessageTable),
};
const coreTables: Partial<Record<Language, MessageTable>> = { pt };
const loading = new Map<Language, Promise<void>>();
const listeners = new Set<() => void>();
/** Counts what arrived (a table, added messages): a provider formats with what is here now. */
let version = 0;
const arrived = () => {
  version++;
  for (const listener of listeners) listener();
};

/** Changes each time messages arrive (see onMessagesLoaded). */
export function messagesVersion(): number {
  return version;
}

// What the demo adds (addCoreMessages), kept apart from the tables, which load on their own time.
const added: Record<Language, MessageTable> = { pt: {}, en: {} };

/**
 * Adds messages that are not a plugin's to every language's core table: the demo's own
 * (src/demo/locales), which its boot registers before the first render, so production carries none.
 */
export function addCoreMessages(tables: { pt: MessageTable; en: MessageTable }): void {
  Object.assign(added.pt, tables.pt);
  Object.assign(added.en, tables.en);
  arrived();
}

/** Whether the core table of `language` is here (Portuguese always is). */
export function messagesLoaded(language: Language): boolean {
  return !!coreTables[language];
}

/** Loads the core table of `language`; resolves once it is here (a failed load may be asked again). */
export function loadMessages(language: Language): Promise<void> {
  if (coreTables[language] || language === 'pt') return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then(
      (table) => {
        coreTables[language] = table;
        arrived();
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** Told each time messages arrive (a language's table, the workspace's). Returns the undo. */
export function onMessagesLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

// Plugin tables that load (MessageLoader): each loads once, whichever window or provider asks first.
const loadedTables = new Map<MessageLoader, MessageTable>();
const loadingTables = new Map<MessageLoader, Promise<void>>();

function tableOf(table: MessageTable | MessageLoader): MessageTable | undefined {
  return typeof table === 'function' ? loadedTables.get(table) : table;
}

// The messages of plugins that start on first use and have started (or are starting): from then on
// they are the window's like any other plugin's, in whichever language the agent picks.
const started = new Set<PluginMessages>();
/** A plugin's messages the window needs now: those of a plugin that starts with the session, or that has started. */
const needed = (m: PluginMessages) => typeof m.pt !== 'function' || started.has(m);

/** Whether every plugin's table of `language` is here (a plugin that has not started yet needs none). */
export function pluginTablesLoaded(language: Language, pluginMessages: readonly PluginMessages[]): boolean {
  return pluginMessages.filter(needed).every((m) => tableOf(m[language]) !== undefined);
}

/**
 * The tables of a plugin starting on first use, in `language`: from now on its messages are
 * the window's. Resolves once they are here; rejects when they could not load (it may be asked again).
 */
export function loadStartingPluginTables(language: Language, messages: PluginMessages): Promise<void> {
  started.add(messages);
  return loadPluginTables(language, [messages]);
}

/** Loads the plugins' tables of `language` that load; resolves once all are here (a failed one may be asked again). */
export function loadPluginTables(language: Language, pluginMessages: readonly PluginMessages[]): Promise<void> {
  return Promise.all(
    pluginMessages.filter(needed).map((m) => {
      const table = m[language];
      if (typeof table !== 'function' || loadedTables.has(table)) return undefined;
      let pending = loadingTables.get(table);
      if (!pending) {
        pending = table().then(
          (module) => {
            loadedTables.set(table, module.default);
            arrived();
          },
          (error: unknown) => {
            loadingTables.delete(table);
            throw error;
          },
        );
        loadingTables.set(table, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

/**
 * Core and shell messages plus each plugin's own, for one language; a table that has not arrived
 * yet reads as Portuguese until it has (never message ids).
 */
export function messagesFor(language: Language, pluginMessages: readonly PluginMessages[]): MessageTable {
  const shown = coreTables[language] ? language : 'pt';
  return Object.assign({}, coreTables[shown], added[shown], ...pluginMessages.map((m) => tableOf(m[shown]) ?? tableOf(m.pt)));
}

// Unit tests switch languages at will: English is loaded from the start (it arrives in a tick).
if (process.env.NODE_ENV === 'test') void loadMessages('en');
