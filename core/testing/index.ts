/**
 * The plugin author's test kit: '@tessera/core/testing'. Start the harness, sign in, render
 * your plugin, drive the demo contact centre, assert what an agent would notice.
 */
export { DEMO_AGENT, DEMO_SUPERVISOR, type Harness, startHarness, useHarness, type UseHarnessOptions, waitUntil } from './harness';
/** @deprecated the older spelling of waitUntil: waitFor(check, timeoutMs, what). */
export { waitFor } from './harness';
export { renderWithPlugins } from './render';
export { testConversation } from './conversationFixture';
export { testSession, useTestSession } from './session';
/**
 * The workspace's writable store, for arranging a test (a thread of 2,000 messages, a feature
 * switched on). Plugin code reads through '@tessera/core' and changes state through its actions.
 */
export { store } from '../state/store';
/** The writable layout, for arranging a test (a tile out in its own window). */
export { layout } from '../layout/state';
export type { DemoControl } from './demo/control';
