import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '../i18n/I18nProvider';
import { Toasts } from '../notify/Toasts';
import { PluginHost, PluginScope } from '../plugins/react';
import { PluginRuntime } from '../plugins/runtime';
import { SessionQueryProvider } from '../query';
import type { AnyPlugin, Plugin } from '../plugins/types';

export interface RenderWithPluginsResult extends RenderResult {
  runtime: PluginRuntime;
}

/**
 * Renders UI the way the workspace does: messages of core and of the given plugins, the
 * plugin host (activation, contributions), and the notification regions. The UI renders as
 * the first plugin's (the plugin under test): its components may use its services.
 */
export function renderWithPlugins(ui: ReactNode, plugins: readonly AnyPlugin[] = []): RenderWithPluginsResult {
  const runtime = new PluginRuntime(plugins);
  const underTest = plugins[0] as Plugin | undefined;
  // The UI under test may use its plugin's services from its first render: start the plugins first.
  runtime.reconcileActivation();
  const result = render(
    <SessionQueryProvider>
      <I18nProvider pluginMessages={runtime.pluginMessages}>
        <PluginHost runtime={runtime}>
          {underTest ? <PluginScope plugin={underTest}>{ui}</PluginScope> : ui}
          <Toasts />
        </PluginHost>
      </I18nProvider>
    </SessionQueryProvider>,
  );
  return { ...result, runtime };
}
