// The workspace's code, loaded with the dashboard or an undocked window, never with the sign-in:
// the plugins (and their messages), the runtime and react-mosaic's stylesheet.
import 'react-mosaic-component/react-mosaic-component.css';
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { dayjsFollowsLanguage } from '../../core/i18n/dayjsLanguage';
import { I18nProvider } from '../../core/i18n/I18nProvider';
import { provideWorkspaceMessages } from '../../core/i18n/workspaceMessages';
import { PluginHost } from '../../core/plugins/react';
import { SessionQueryProvider } from '../../core/query';
import { PluginRuntime } from '../../core/plugins/runtime';
import { installedPlugins } from '../installedPlugins';
import { Toasts } from '../../core/notify/Toasts';
import { provideToasts } from '../NoticeHost';
import { providePluginMessages } from '../pluginMessages';
import DashboardPage from './DashboardPage';
import UndockPage from './UndockPage';

// Built bundles format precompiled messages without the ICU parser, the workspace too: a server
// value shown through a `defaultMessage` is shown as sent (core/i18n/icuParser.ts).
// Dates are the workspace's: dayjs (and its locales) came with it; so are the shell's messages.
dayjsFollowsLanguage();
provideWorkspaceMessages();

/** One runtime for the life of the page, as when it lived in <App>. */
const runtime = new PluginRuntime(installedPlugins);
// The app-wide provider (notices, dialogs outside the workspace) gets them from now on.
providePluginMessages(runtime.pluginMessages);
// A notice in the workspace shows at once, even if the network goes away later.
provideToasts(Toasts);

/** The plugin runtime, and the plugins' messages already in place for the first render. */
function WorkspaceHost({ children }: { children: ReactNode }) {
  // A plugin from outside the build brings its messages when it is installed.
  useSnapshot(runtime.catalog);
  const pluginMessages = runtime.pluginMessages;
  useEffect(() => providePluginMessages(pluginMessages), [pluginMessages]);
  return (
    <SessionQueryProvider>
      <I18nProvider pluginMessages={pluginMessages}>
        <PluginHost runtime={runtime}>{children}</PluginHost>
      </I18nProvider>
    </SessionQueryProvider>
  );
}

export function Dashboard() {
  return (
    <WorkspaceHost>
      <DashboardPage />
    </WorkspaceHost>
  );
}

export function Undock({ panel }: { panel: string }) {
  return (
    <WorkspaceHost>
      <UndockPage panel={panel} />
    </WorkspaceHost>
  );
}
