import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '../i18n/I18nProvider';
import { Toasts } from '../notify/Toasts';
import { PluginHost } from '../plugins/react';
import { PluginRuntime } from '../plugins/runtime';
import type { AnyPlugin, PluginManifest } from '../plugins/types';

export interface RenderWithPluginsResult extends RenderResult {
  runtime: PluginRuntime;
}

/**
 * Renders UI the way the workspace does: messages of core and of the given plugins, the
 * plugin host (activation, contributions), and the notification regions.
 */
export function renderWithPlugins(ui: ReactNode, plugins: readonly AnyPlugin[] = []): RenderWithPluginsResult {
  const runtime = new PluginRuntime(plugins as readonly PluginManifest<unknown>[]);
  const result = render(
    <I18nProvider pluginMessages={runtime.pluginMessages}>
      <PluginHost runtime={runtime}>
        {ui}
        <Toasts />
      </PluginHost>
    </I18nProvider>,
  );
  return { ...result, runtime };
}
