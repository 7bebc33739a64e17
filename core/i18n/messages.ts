import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import type { Language } from '../state/store';

export type MessageTable = Record<string, string>;

const coreMessages: Record<Language, MessageTable> = { pt, en };

/** Core and shell messages plus each plugin's own, for one language. */
export function messagesFor(language: Language, pluginMessages: readonly { pt: MessageTable; en: MessageTable }[]): MessageTable {
  return Object.assign({}, coreMessages[language], ...pluginMessages.map((m) => m[language]));
}

export const coreMessageIds = { pt: Object.keys(pt), en: Object.keys(en) };
