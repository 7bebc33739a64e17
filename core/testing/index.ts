/**
 * The plugin author's test kit: '@tessera/core/testing'. Start the harness, sign in, render
 * your plugin, drive the demo contact centre, assert what an agent would notice.
 */
export { DEMO_AGENT, DEMO_SUPERVISOR, type Harness, startHarness, useHarness, type UseHarnessOptions, waitFor } from './harness';
export { renderWithPlugins } from './render';
export type { DemoControl } from './demo/control';
