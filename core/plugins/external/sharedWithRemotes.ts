import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import * as core from '../../index';

/**
 * The version of the plugin API ('@tessera/core', docs/api/core.api.md) this workspace provides. A
 * remote asks for a range of it (`requiredVersion: '^1.0.0'`); a change that breaks plugins raises
 * the major.
 */
export const PLUGIN_API_VERSION = '1.0.0';

const reactRange = `^${React.version.split('.')[0]}.0.0`;

/**
 * What the workspace shares with the plugins it loads from outside the build, each a singleton:
 * one React (hooks and context work across the boundary) and one core (the same store, runtime,
 * messages, theme). A remote declares these `import: false` and carries none of them.
 */
export function sharedWithRemotes() {
  const share = (version: string, requiredVersion: string, lib: () => object) => ({
    version,
    scope: 'default',
    lib,
    shareConfig: { singleton: true, requiredVersion },
  });
  return {
    react: share(React.version, reactRange, () => React),
    'react/jsx-runtime': share(React.version, reactRange, () => jsxRuntime),
    'react-dom': share(React.version, reactRange, () => ReactDOM),
    '@tessera/core': share(PLUGIN_API_VERSION, '^1.0.0', () => core),
  };
}
