import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/en';
import type { Language } from '../state/store';

/** Language mapping of spec 000 §9: English en-us, Portuguese pt-br. */
export const localeOf: Record<Language, { intl: string; dayjs: string; html: string }> = {
  pt: { intl: 'pt-BR', dayjs: 'pt-br', html: 'pt-BR' },
  en: { intl: 'en-US', dayjs: 'en', html: 'en-US' },
};

export function applyLanguage(language: Language): void {
  dayjs.locale(localeOf[language].dayjs);
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf[language].html;
}
