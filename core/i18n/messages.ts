import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import type { Language } from '../state/store';

export type MessageTable = Record<string, string>;

// Copies: the demo adds its own messages to these (addCoreMessages), never to the imported tables.
const coreMessages: Record<Language, MessageTable> = { pt: { ...pt }, en: { ...en } };

/**
 * Adds messages that are not a plugin's to every language's core table: the demo's own
 * (src/demo/locales), which its boot registers before the first render, so production carries none.
 */
export function addCoreMessages(tables: { pt: MessageTable; en: MessageTable }): void {
  Object.assign(coreMessages.pt, tables.pt);
  Object.assign(coreMessages.en, tables.en);
}

/** Core and shell messages plus each plugin's own, for one language. */
export function messagesFor(language: Language, pluginMessages: readonly { pt: MessageTable; en: MessageTable }[]): MessageTable {
  return Object.assign({}, coreMessages[language], ...pluginMessages.map((m) => m[language]));
}

export const coreMessageIds = { pt: Object.keys(pt), en: Object.keys(en) };
