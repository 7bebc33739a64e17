import { afterEach, beforeEach } from '@rstest/core';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { setCaptchaProvider } from '../captcha/provider';
import { setConfig } from '../config';
import { loadConversations, loadMessages } from '../conversations/service';
import { conversationSelected } from '../state/conversations';
import { loadCompanyPlugins } from '../plugins/companyApi';
import type { AnyPlugin } from '../plugins/types';
import { startWorkspace } from '../runtime/workspace';
import { signIn } from '../session/signIn';
import { keybindings } from '../keybindings';
import { resetLayoutState } from '../layout/state';
import { clearNotices } from '../notify/notifier';
import { clearSession } from '../session/signOut';
import { resetStore, store } from '../state/store';
import { closeChannel } from '../sync/channel';
import { demoCaptcha } from './demo/captcha';
import { createDemoServer, type DemoServer } from './demo/node';
import { TEST_API, waitFor } from './demo/testing';
import { TestWorkspace } from './TestWorkspace';
import { renderWithPlugins, type RenderWithPluginsResult } from './render';

export const DEMO_AGENT = { email: 'agente@tessera.demo', password: 'Tessera#2026' } as const;
export const DEMO_SUPERVISOR = { email: 'supervisor@tessera.demo', password: 'Tessera#2026' } as const;

export interface Harness {
  demo: DemoServer;
  /** Signs in through the real login call and loads what the workspace loads first. */
  signIn(account?: { email: string; password: string }): Promise<void>;
  /** Connects the real hub client to the emulator, as the workspace does; resolves once connected. */
  connectHub(): Promise<void>;
  /**
   * Renders the workspace with these plugins installed: their tiles (each a region named by its
   * title), sidebar sections, toolbar items and overlays, as the running plugins contribute them.
   */
  renderWorkspace(plugins: readonly AnyPlugin[]): RenderWithPluginsResult;
  /** Renders UI with the given plugins installed; the UI renders as the first plugin's. Prefer renderWorkspace. */
  render(ui: ReactNode, plugins: readonly AnyPlugin[]): RenderWithPluginsResult;
  /** A conversation arrives for the agent (see DemoControl.newConversation); resolves once the workspace holds it. */
  newConversation(options?: Parameters<DemoServer['control']['newConversation']>[0]): Promise<string>;
  /**
   * Resolves once whatever the last changes set off has reached the server: the store's watchers
   * run (a flush), then a request made after them is answered (requests leave in order). What a
   * "nothing was sent" check waits for, instead of a pause.
   */
  flushRequests(): Promise<void>;
  /** Opens a conversation as the agent would from the list; resolves once its messages are loaded. Null closes it. */
  open(conversationId: string | null): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The plugin author's harness: the embedded demo contact centre (REST and hub) in-process, a
 * signed-in agent, and the workspace's providers. Each test gets its own; `stop()` checks
 * that no plugin was left active (a leaked disposer) and clears every trace.
 */
export async function startHarness(options: { seed?: number } = {}): Promise<Harness> {
  setConfig(TEST_API);
  // The demo's POST /login wants its own captcha's tokens, as the demo app sends them.
  setCaptchaProvider(demoCaptcha);
  localStorage.clear();
  resetStore();
  const demo = await createDemoServer({ seed: options.seed ?? 2026 });
  demo.server.listen({ onUnhandledRequest: 'error' });
  let stopWorkspace: (() => void) | undefined;
  let rendered: ReturnType<typeof renderWithPlugins> | undefined;

  return {
    demo,
    async signIn(account = DEMO_AGENT) {
      await signIn({ ...account, rememberMe: false });
      await Promise.all([loadConversations(), loadCompanyPlugins()]);
    },
    async connectHub() {
      stopWorkspace = startWorkspace();
      await waitFor(() => store.connection.status === 'connected', 5_000, 'the hub to connect');
    },
    renderWorkspace(plugins) {
      rendered = renderWithPlugins(<TestWorkspace />, plugins);
      return rendered;
    },
    render(ui, plugins) {
      rendered = renderWithPlugins(ui, plugins);
      return rendered;
    },
    async newConversation(options) {
      const id = await demo.control.newConversation(options);
      // Announced by the hub when it is connected; otherwise the list is read again, as on a reload.
      if (store.connection.status !== 'connected') await act(() => loadConversations());
      await act(() => waitUntil(() => !!store.conversations[id], { timeout: 5_000, what: `conversation ${id} to arrive` }));
      return id;
    },
    async flushRequests() {
      await act(async () => undefined);
      await act(() => loadConversations());
    },
    async open(conversationId) {
      await act(async () => {
        conversationSelected(conversationId);
        if (conversationId === null) return;
        const thread = store.threads[conversationId];
        if (!thread || thread.status === 'idle' || thread.status === 'error') await loadMessages(conversationId, 1);
        await waitUntil(() => store.threads[conversationId]?.status === 'success', { timeout: 5_000, what: `the messages of ${conversationId}` });
      });
    },
    async stop() {
      const runtime = rendered?.runtime;
      rendered?.unmount();
      const leaked = runtime?.activeIds() ?? [];
      // A key a contribution registered and did not dispose would keep firing for the next test.
      const leakedKeys = keybindings.list().map((b) => `${b.owner}: ${b.keys}`);
      stopWorkspace?.();
      clearSession();
      // What a window keeps besides the store and the plugins' state: the layout's choices, notices.
      resetLayoutState();
      clearNotices();
      demo.dispose();
      closeChannel();
      localStorage.clear();
      if (leaked.length) throw new Error(`plugins still active after unmount (a disposer leaked): ${leaked.join(', ')}`);
      if (leakedKeys.length) throw new Error(`keybindings still registered after unmount (a disposer leaked): ${leakedKeys.join(', ')}`);
    },
  };
}

/**
 * Resolves once `check()` is true (polled every 10 ms); rejects after `timeout` ms (2,000),
 * naming `what` it waited for. For state; to wait for something on screen, use Testing
 * Library's findBy* queries.
 */
export function waitUntil(check: () => boolean, { timeout = 2_000, what = 'the condition' }: { timeout?: number; what?: string } = {}): Promise<void> {
  return waitFor(check, timeout, what);
}

export { render, waitFor };

export interface UseHarnessOptions {
  /** Runs before each harness starts (reset a plugin's own module state, say). */
  before?: () => void;
  /** Stops the simulation's arrivals and replies, so only the test brings conversations in. */
  paused?: boolean;
  /** Connects the hub, for tests that need live events. */
  connectHub?: boolean;
}

/**
 * One signed-in harness per test, started and stopped by beforeEach/afterEach. The object
 * returned always speaks for the current test's harness.
 */
export function useHarness(options: UseHarnessOptions = {}): Harness {
  let current: Harness | undefined;
  beforeEach(async () => {
    options.before?.();
    current = await startHarness();
    await current.signIn();
    if (options.paused) await current.demo.control.pause();
    if (options.connectHub) await current.connectHub();
  });
  afterEach(async () => {
    await current?.stop();
    current = undefined;
  });
  return new Proxy({} as Harness, {
    get(_target, key) {
      if (!current) throw new Error('the harness runs inside tests only (beforeEach has not started it)');
      const value = current[key as keyof Harness];
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
