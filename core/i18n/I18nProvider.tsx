import { type ReactNode, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { useSnapshot } from 'valtio';
import { logger } from '../logger';
import { type Language, store } from '../state/store';
import { applyLanguage, localeOf } from './locale';
import { loadMessages, loadPluginTables, messagesFor, messagesLoaded, messagesVersion, onMessagesLoaded, type PluginMessages, pluginTablesLoaded } from './messages';

interface Props {
  pluginMessages?: readonly PluginMessages[];
  children: ReactNode;
}

/**
 * The language the page shows: the chosen one once its messages are here; until then (a switch
 * while they load) the one shown before, never a mix nor message ids.
 */
function useShownLanguage(chosen: Language, pluginMessages: readonly PluginMessages[]): Language {
  const isReady = () => messagesLoaded(chosen) && pluginTablesLoaded(chosen, pluginMessages);
  const ready = useSyncExternalStore(onMessagesLoaded, isReady, isReady);
  const shown = useRef<Language>(ready ? chosen : 'pt');
  if (ready) shown.current = chosen;
  useEffect(() => {
    if (ready) return;
    Promise.all([loadMessages(chosen), loadPluginTables(chosen, pluginMessages)]).catch((error: unknown) =>
      logger.warn(`[i18n] could not load the ${chosen} messages`, error),
    );
  }, [chosen, ready, pluginMessages]);
  return shown.current;
}

/** react-intl for our messages, react-aria for its own controls, dayjs for dates: one language. */
export function I18nProvider({ pluginMessages = [], children }: Props) {
  const { language: chosen } = useSnapshot(store).preferences;
  const language = useShownLanguage(chosen, pluginMessages);
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
