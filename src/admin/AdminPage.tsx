import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { I18nProvider } from '../../core/i18n/I18nProvider';
import { loadStartingPluginTables, onMessagesLoaded, type PluginMessages, pluginTablesLoaded } from '../../core/i18n/messages';
import { logger } from '../../core/logger';
import { store } from '../../core/state/store';
import { Button } from '../../core/ui/Button';
import { Spinner } from '../../core/ui/Feedback';
import { Icon } from '../../core/ui/icons';
import type { IconName } from '../../core/plugins/types';
import { installedPlugins } from '../installedPlugins';
import { Logo } from '../shell/Logo';
import { LanguageMenu, ThemeMenu } from '../shell/PreferenceMenus';
import { body, brand, company, errorBox, h1, lead, logo, main, nav, navLink, page, sectionHeader, spacer, topBar } from './admin.css';
import { FeaturesSection } from './FeaturesSection';
import { HistorySection } from './HistorySection';
import { LayoutSection } from './LayoutSection';
import pt from './locales/pt.json';
import { PluginsSection } from './PluginsSection';
import { SaveBar } from './SaveBar';
import { type AdminData, useAdminData } from './useAdminData';

/** The admin's messages and every installed plugin's (their titles, descriptions, settings labels). */
const messages: readonly PluginMessages[] = [
  { pt, en: () => import(/* webpackChunkName: "admin-en" */ './locales/en.json') },
  ...installedPlugins.flatMap((p) => (p.messages ? [p.messages] : [])),
];

/**
 * The sections of the administration, in the order of its navigation. A section is a path under
 * /admin, a title and what it renders; a later one (the company's default layout) is one more entry.
 */
interface AdminSection {
  path: string;
  icon: IconName;
  title: string;
  lead: string;
  render: (data: AdminData) => ReactNode;
  /** Which loads must have arrived before it renders. */
  needs: (data: AdminData) => readonly { status: string }[];
}

const sections: readonly AdminSection[] = [
  {
    path: '/plugins',
    icon: 'grid',
    title: 'admin.section.plugins',
    lead: 'admin.section.plugins.lead',
    render: (data) => <PluginsSection plugins={installedPlugins} data={data} />,
    needs: (data) => [data.savedPlugins],
  },
  {
    path: '/features',
    icon: 'bolt',
    title: 'admin.section.features',
    lead: 'admin.section.features.lead',
    render: (data) => <FeaturesSection data={data} />,
    needs: (data) => [data.savedFeatures],
  },
  {
    path: '/layout',
    icon: 'window',
    title: 'admin.section.layout',
    lead: 'admin.section.layout.lead',
    render: (data) => <LayoutSection plugins={installedPlugins} data={data} />,
    needs: (data) => [data.savedLayout, data.savedPlugins],
  },
  {
    path: '/history',
    icon: 'clock',
    title: 'admin.section.history',
    lead: 'admin.section.history.lead',
    render: (data) => (data.history.status === 'ready' ? <HistorySection changes={data.history.data} plugins={installedPlugins} /> : null),
    needs: (data) => [data.history],
  },
];

function SectionView({ section, data }: { section: AdminSection; data: AdminData }) {
  const intl = useIntl();
  const loads = section.needs(data);
  return (
    <>
      <header className={sectionHeader}>
        <h1 className={h1}>
          <FormattedMessage id={section.title} />
        </h1>
        <p className={lead}>
          <FormattedMessage id={section.lead} />
        </p>
      </header>
      {loads.some((l) => l.status === 'error') ? (
        <div className={errorBox} role="alert">
          <FormattedMessage id="admin.loadFailed" />{' '}
          <Button onPress={data.reload}>
            <FormattedMessage id="admin.retry" />
          </Button>
        </div>
      ) : loads.some((l) => l.status === 'loading') ? (
        <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
      ) : (
        section.render(data)
      )}
    </>
  );
}

function Administration() {
  const intl = useIntl();
  const data = useAdminData(installedPlugins);
  const session = useSnapshot(store).session;
  const [location, navigate] = useLocation();
  const unsaved = data.pending.length > 0;
  // Closing or reloading the page with unsaved changes asks first, as the browser does.
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return (
    <div className={page}>
      <header className={topBar}>
        <div className={brand}>
          <Logo className={logo} />
          <span>Tessera</span>
          <span aria-hidden="true">·</span>
          <FormattedMessage id="admin.title" />
        </div>
        {session?.company && <span className={company}>{session.company.name}</span>}
        <span className={spacer} />
        <span className={company}>{session?.user.name}</span>
        <LanguageMenu />
        <ThemeMenu />
        <Button icon="chat" onPress={() => navigate('~/dashboard')}>
          <FormattedMessage id="admin.toWorkspace" />
        </Button>
      </header>
      <div className={body}>
        <nav className={nav} aria-label={intl.formatMessage({ id: 'admin.nav' })}>
          {sections.map((section) => (
            <Link key={section.path} href={section.path} className={navLink} aria-current={location === section.path ? 'page' : undefined}>
              <Icon name={section.icon} size={16} />
              <FormattedMessage id={section.title} />
            </Link>
          ))}
        </nav>
        <main className={main}>
          <Switch>
            {sections.map((section) => (
              <Route key={section.path} path={section.path}>
                <SectionView section={section} data={data} />
              </Route>
            ))}
            <Route>
              <Redirect to={sections[0]!.path} replace />
            </Route>
          </Switch>
          {location !== '/history' && data.savedPlugins.status === 'ready' && data.savedFeatures.status === 'ready' && data.savedLayout.status === 'ready' && <SaveBar data={data} plugins={installedPlugins} />}
        </main>
      </div>
    </div>
  );
}

/**
 * Every plugin's messages in the admin's language, those of plugins that start on first use too
 * (the workspace loads them as they start; the admin names them all at once).
 */
function useAllMessages(): boolean {
  const { language } = useSnapshot(store).preferences;
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    Promise.all(messages.map((m) => loadStartingPluginTables(language, m)))
      .catch((error: unknown) => logger.warn('[admin] some plugin messages could not load', error))
      .finally(() => setAsked(language));
  }, [language]);
  const loaded = useSyncExternalStore(onMessagesLoaded, () => pluginTablesLoaded(language, messages));
  return asked !== null && loaded;
}

/** /admin: the company administration (admins only: src/routes/guards.tsx). */
export default function AdminPage() {
  const ready = useAllMessages();
  return (
    <I18nProvider pluginMessages={messages}>
      {ready ? <Administration /> : <Loading />}
    </I18nProvider>
  );
}

function Loading() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
}
