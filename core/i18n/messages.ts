import pt from '../../locales/pt.json';
import type { Language } from '../state/store';

export type MessageTable = Record<string, string>;

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

/**
 * Core and shell messages plus each plugin's own, for one language; a language whose table has
 * not arrived yet reads as Portuguese until it has (never message ids).
 */
export function messagesFor(language: Language, pluginMessages: readonly { pt: MessageTable; en: MessageTable }[]): MessageTable {
  const shown = coreTables[language] ? language : 'pt';
  return Object.assign({}, coreTables[shown], added[shown], ...pluginMessages.map((m) => m[shown]));
}

// Unit tests switch languages at will: English is loaded from the start (it arrives in a tick).
if (process.env.NODE_ENV === 'test') void loadMessages('en');
