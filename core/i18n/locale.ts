import type { Language } from '../state/store';

/** Language mapping of spec 000 §9: English en-us, Portuguese pt-br. */
export const localeOf: Record<Language, { intl: string; dayjs: string; html: string }> = {
  pt: { intl: 'pt-BR', dayjs: 'pt-br', html: 'pt-BR' },
  en: { intl: 'en-US', dayjs: 'en', html: 'en-US' },
};

let applied: Language = 'pt';
const followers = new Set<(language: Language) => void>();

/** <html lang>, and what follows the language (dayjs, with the workspace: dayjsLanguage.ts). */
export function applyLanguage(language: Language): void {
  applied = language;
  for (const follow of followers) follow(language);
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf[language].html;
}

/** The language the workspace speaks now: what requests ask the server to answer in (Accept-Language). */
export function appliedLanguage(): Language {
  return applied;
}

/** `follow` is told the language now and at each change. Returns the undo. */
export function followLanguage(follow: (language: Language) => void): () => void {
  followers.add(follow);
  follow(applied);
  return () => void followers.delete(follow);
}
