import { type ReactNode, useMemo } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { useSnapshot } from 'valtio';
import { logger } from '../logger';
import { store } from '../state/store';
import { applyLanguage, localeOf } from './locale';
import { type MessageTable, messagesFor } from './messages';

interface Props {
  pluginMessages?: readonly { pt: MessageTable; en: MessageTable }[];
  children: ReactNode;
}

/** react-intl for our messages, react-aria for its own controls, dayjs for dates: one language. */
export function I18nProvider({ pluginMessages = [], children }: Props) {
  const { language } = useSnapshot(store).preferences;
  const messages = useMemo(() => messagesFor(language, pluginMessages), [language, pluginMessages]);
  // dayjs and <html lang> follow before the children format any date.
  useMemo(() => applyLanguage(language), [language]);
  return (
    <IntlProvider
      locale={localeOf[language].intl}
      defaultLocale="pt-BR"
      messages={messages}
      onError={(error) => logger.warn(`[i18n] ${error.message}`)}
    >
      <AriaI18nProvider locale={localeOf[language].intl}>{children}</AriaI18nProvider>
    </IntlProvider>
  );
}
