import { type ReactNode, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { useSnapshot } from 'valtio';
import { logger } from '../logger';
import { type Language, store } from '../state/store';
import { applyLanguage, localeOf } from './locale';
import { loadMessages, type MessageTable, messagesFor, messagesLoaded, messagesVersion, onMessagesLoaded } from './messages';

interface Props {
  pluginMessages?: readonly { pt: MessageTable; en: MessageTable }[];
  children: ReactNode;
}

/**
 * The language the page shows: the chosen one once its messages are here; until then (a switch
 * while they load) the one shown before, never a mix nor message ids.
 */
function useShownLanguage(chosen: Language): Language {
  const ready = useSyncExternalStore(onMessagesLoaded, () => messagesLoaded(chosen), () => messagesLoaded(chosen));
  const shown = useRef<Language>(ready ? chosen : 'pt');
  if (ready) shown.current = chosen;
  useEffect(() => {
    if (!ready) loadMessages(chosen).catch((error: unknown) => logger.warn(`[i18n] could not load the ${chosen} messages`, error));
  }, [chosen, ready]);
  return shown.current;
}

/** react-intl for our messages, react-aria for its own controls, dayjs for dates: one language. */
export function I18nProvider({ pluginMessages = [], children }: Props) {
  const { language: chosen } = useSnapshot(store).preferences;
  const language = useShownLanguage(chosen);
  // Messages that arrive later (the workspace's) reach this provider too.
  const arrived = useSyncExternalStore(onMessagesLoaded, messagesVersion, messagesVersion);
  const messages = useMemo(() => messagesFor(language, pluginMessages), [language, pluginMessages, arrived]);
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
