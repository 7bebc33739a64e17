import { afterEach, beforeEach } from '@rstest/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { setCaptchaProvider } from '../captcha/provider';
import { setConfig } from '../config';
import { loadConversations } from '../conversations/service';
import { conversationSelected } from '../state/conversations';
import { loadCompanyPlugins } from '../plugins/companyApi';
import type { AnyPlugin } from '../plugins/types';
import { startWorkspace } from '../runtime/workspace';
import { signIn } from '../session/signIn';
import { resetLayoutState } from '../layout/state';
import { clearNotices } from '../notify/notifier';
import { clearSession } from '../session/signOut';
import { clearHighlight } from '../text/highlight';
import { resetStore, store } from '../state/store';
import { closeChannel } from '../sync/channel';
import { demoCaptcha } from './demo/captcha';
import { createDemoServer, type DemoServer } from './demo/node';
import { TEST_API, waitFor } from './demo/testing';
import { renderWithPlugins } from './render';

export const DEMO_AGENT = { email: 'agente@tessera.demo', password: 'Tessera#2026' } as const;
export const DEMO_SUPERVISOR = { email: 'supervisor@tessera.demo', password: 'Tessera#2026' } as const;

export interface Harness {
  demo: DemoServer;
  /** Signs in through the real login call and loads what the workspace loads first. */
  signIn(account?: { email: string; password: string }): Promise<void>;
  /** Connects the real hub client to the emulator, as the workspace does; resolves once connected. */
  connectHub(): Promise<void>;
  /** Renders UI with the given plugins installed, as the workspace renders it. */
  render(ui: ReactNode, plugins: readonly AnyPlugin[]): RenderResult;
  /** Opens a conversation as the agent would by selecting it in the list. */
  open(conversationId: string): void;
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
    render(ui, plugins) {
      rendered = renderWithPlugins(ui, plugins);
      return rendered;
    },
    open(conversationId) {
      conversationSelected(conversationId);
    },
    async stop() {
      const runtime = rendered?.runtime;
      rendered?.unmount();
      const leaked = runtime?.activeIds() ?? [];
      stopWorkspace?.();
      clearSession();
      // What a window keeps besides the store: highlights, the layout's choices, notices.
      clearHighlight();
      resetLayoutState();
      clearNotices();
      demo.dispose();
      closeChannel();
      localStorage.clear();
      if (leaked.length) throw new Error(`plugins still active after unmount (a disposer leaked): ${leaked.join(', ')}`);
    },
  };
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
