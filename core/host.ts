/**
 * The host's entry ('@tessera/core/host'): what the app shell needs to run the workspace and
 * plugins must not touch (the writable store, the plugin runtime, the shell's tile controls).
 * Plugins import '@tessera/core' only; the import-boundary lint keeps it so.
 */
export * from './index';
export { store, resetStore } from './state/store';
export { PluginRuntime, type PluginStatus } from './plugins/runtime';
export { PluginHost, PluginScope, useActivePlugins, usePluginRuntime } from './plugins/react';
export { ContributionBoundary } from './plugins/ContributionBoundary';
export { RenderTile } from './plugins/RenderTile';
export { layout as writableLayout, minimizeTile, restoreTile } from './layout/state';
export { SessionQueryProvider } from './query';
export { call as hostCall, clientsApi, messagesApi } from './api/client';
export { changePassword, requestPasswordReset, type PasswordChange } from './session/password';
