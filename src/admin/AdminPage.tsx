import { type ReactNode, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
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
import type { AnyPlugin, IconName } from '../../core/plugins/types';
import { installedPlugins } from '../installedPlugins';
import { Logo } from '../shell/Logo';
import { LanguageMenu, ThemeMenu } from '../shell/PreferenceMenus';
import { body, brand, company, errorBox, h1, lead, logo, main, nav, navLink, page, sectionHeader, spacer, topBar } from './admin.css';
import { FeaturesSection } from './FeaturesSection';
import { LeaveDialog } from './LeaveDialog';
import { HistorySection } from './HistorySection';
import { LayoutSection } from './LayoutSection';
import pt from './locales/pt.json';
import { PluginsSection } from './PluginsSection';
import { SaveBar } from './SaveBar';
import { RemotePlugins } from './RemotePlugins';
import { type AdminData, useAdminData } from './useAdminData';
import { useLeaveGuard } from './useLeaveGuard';
import { type RemoteEntry, useRemoteCatalog } from './useRemoteCatalog';

/** The admin's messages and every installed plugin's (their titles, descriptions, settings labels). */
const builtMessages: readonly PluginMessages[] = [
  { pt, en: () => import(/* webpackChunkName: "admin-en" */ './locales/en.json') },
  ...installedPlugins.flatMap((p) => (p.messages ? [p.messages] : [])),
];

/** The plugins from outside the build that loaded, and so their messages, as the administration found them. */
let remotePlugins: readonly AnyPlugin[] = [];
let messages: readonly PluginMessages[] = builtMessages;
const listeners = new Set<() => void>();
function remotePluginsFound(plugins: readonly AnyPlugin[]): void {
  if (plugins.length === remotePlugins.length && plugins.every((p, i) => p === remotePlugins[i])) return;
  remotePlugins = plugins;
  messages = [...builtMessages, ...plugins.flatMap((p) => (p.messages ? [p.messages] : []))];
  for (const listener of listeners) listener();
}
const subscribeRemotes = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const useRemotePlugins = () => useSyncExternalStore(subscribeRemotes, () => remotePlugins);
const useAdminMessages = () => useSyncExternalStore(subscribeRemotes, () => messages);

/** What a section renders with: the settings, every plugin (the build's and the company's remotes) and the remotes' states. */
interface SectionData {
  data: AdminData;
  plugins: readonly AnyPlugin[];
  remotes: { entries: readonly RemoteEntry[]; retry: (url: string) => void };
}

/**
 * The sections of the administration, in the order of its navigation. A section is a path under
 * /admin, a title and what it renders; a later one (the company's default layout) is one more entry.
 */
interface AdminSection {
  path: string;
  icon: IconName;
  title: string;
  lead: string;
  render: (section: SectionData) => ReactNode;
  /** Which loads must have arrived before it renders. */
  needs: (data: AdminData) => readonly { status: string }[];
}

const sections: readonly AdminSection[] = [
  {
    path: '/plugins',
    icon: 'grid',
    title: 'admin.section.plugins',
    lead: 'admin.section.plugins.lead',
    render: ({ data, plugins, remotes }) => (
      <>
        <RemotePlugins data={data} entries={remotes.entries} installed={installedPlugins} onRetry={remotes.retry} />
        <PluginsSection plugins={plugins} data={data} external={new Set(remotes.entries.flatMap((e) => (e.state === 'ready' ? [e.plugin.id] : [])))} />
      </>
    ),
    needs: (data) => [data.savedPlugins],
  },
  {
    path: '/features',
    icon: 'bolt',
    title: 'admin.section.features',
    lead: 'admin.section.features.lead',
    render: ({ data }) => <FeaturesSection data={data} />,
    needs: (data) => [data.savedFeatures],
  },
  {
    path: '/layout',
    icon: 'window',
    title: 'admin.section.layout',
    lead: 'admin.section.layout.lead',
    render: ({ data, plugins }) => <LayoutSection plugins={plugins} data={data} />,
    needs: (data) => [data.savedLayout, data.savedPlugins],
  },
  {
    path: '/history',
    icon: 'clock',
    title: 'admin.section.history',
    lead: 'admin.section.history.lead',
    render: ({ data, plugins }) => (data.history.status === 'ready' ? <HistorySection changes={data.history.data} plugins={plugins} /> : null),
    needs: (data) => [data.history],
  },
];

function SectionView({ section, shared }: { section: AdminSection; shared: SectionData }) {
  const intl = useIntl();
  const { data } = shared;
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
        section.render(shared)
      )}
    </>
  );
}

function Administration() {
  const intl = useIntl();
  const found = useRemotePlugins();
  const plugins = useMemo(() => [...installedPlugins, ...found], [found]);
  const data = useAdminData(plugins);
  const catalog = useRemoteCatalog(data.remotesNow, installedPlugins);
  useEffect(() => remotePluginsFound(catalog.plugins), [catalog.plugins]);
  const shared: SectionData = { data, plugins, remotes: { entries: catalog.entries, retry: catalog.retry } };
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
  const guard = useLeaveGuard(unsaved);
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
        <Button icon="chat" onPress={() => guard.leave(() => navigate('~/dashboard'))}>
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
                <SectionView section={section} shared={shared} />
              </Route>
            ))}
            <Route>
              <Redirect to={sections[0]!.path} replace />
            </Route>
          </Switch>
          <LeaveDialog isOpen={guard.asking} count={data.pending.length} onStay={guard.stay} onLeave={guard.confirm} />
          {location !== '/history' && data.savedPlugins.status === 'ready' && data.savedFeatures.status === 'ready' && data.savedLayout.status === 'ready' && <SaveBar data={data} plugins={plugins} />}
        </main>
      </div>
    </div>
  );
}

/**
 * Every plugin's messages in the admin's language, those of plugins that start on first use too
 * (the workspace loads them as they start; the admin names them all at once).
 */
function useAllMessages(messages: readonly PluginMessages[]): boolean {
  const { language } = useSnapshot(store).preferences;
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    Promise.all(messages.map((m) => loadStartingPluginTables(language, m)))
      .catch((error: unknown) => logger.warn('[admin] some plugin messages could not load', error))
      .finally(() => setAsked(language));
  }, [language, messages]);
  const loaded = useSyncExternalStore(onMessagesLoaded, () => pluginTablesLoaded(language, messages));
  return asked !== null && loaded;
}

/** /admin: the company administration (admins only: src/routes/guards.tsx). */
export default function AdminPage() {
  const messages = useAdminMessages();
  const ready = useAllMessages(messages);
  // Once shown, the administration stays (and its unsaved changes with it) while a remote plugin's words load.
  const shown = useRef(false);
  if (ready) shown.current = true;
  return (
    <I18nProvider pluginMessages={messages}>
      {shown.current ? <Administration /> : <Loading />}
    </I18nProvider>
  );
}

function Loading() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
}
