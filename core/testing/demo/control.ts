import { setPluginBroken } from '../../plugins/faults';
import type { ModelHost } from './host';
import { type DemoAccount, demoAccounts } from './model/accounts';
import type { DemoModel } from './model/DemoModel';

export type { DemoAccount } from './model/accounts';

export type DemoSkillInfo = { id: string; name: string; channels: string[] };

/**
 * Remote control of the demo contact centre: `window.tesseraDemo` in the browser (works from any
 * window: the workspace or a popped-out tile), `control` of createDemoServer() in Node tests.
 * Actions resolve once the change is saved and its hub events are on their way; a refused action
 * rejects with a DemoError (status, key, value).
 */
export interface DemoControl {
  /** A conversation arrives from the queue for the signed-in user; resolves to its id. */
  newConversation(options?: { channel?: string; skillId?: string }): Promise<string>;
  consumerSends(conversationId: string, text: string): Promise<void>;
  closeByClient(conversationId: string): Promise<void>;
  /** The system marks an active conversation inactive. */
  markInactive(conversationId: string): Promise<void>;
  /** Drops every hub socket (all windows); SignalR clients reconnect on their own. */
  dropConnection(): Promise<void>;
  setPluginEnabled(pluginId: string, enabled: boolean): Promise<void>;
  /** A manager signs the signed-in user out (hub event logoutByManager; their tokens die). */
  logoutByManager(reason?: string): Promise<void>;
  /** false makes POST conversations-check answer isOk: false (the lost-chat flow). */
  setConversationsCheckOk(ok: boolean): Promise<void>;
  /** Stops / restarts arrivals and consumer replies (all windows). */
  pause(): Promise<void>;
  resume(): Promise<void>;
  isPaused(): boolean;
  /** Back to a freshly seeded demo (default: the current seed); sign-ins survive. */
  reset(seed?: number): Promise<void>;
  /** Makes a plugin's contributions throw as they render, in this window, to show the error boundary. */
  breakPlugin(pluginId: string, broken?: boolean): Promise<void>;
  /** The sign-in accounts, for the sign-in page's demo hint. */
  readonly accounts: readonly DemoAccount[];
  skills(): DemoSkillInfo[];
}

declare global {
  interface Window {
    tesseraDemo?: DemoControl;
  }
}

/** A control over one host; `dropConnection` is how this runtime drops hub sockets (everywhere). */
export function createControl(host: ModelHost, dropConnection: () => void): DemoControl {
  // async: a refusal (DemoError) becomes a rejected promise, not a synchronous throw.
  const act = async <T>(fn: (model: DemoModel) => T): Promise<T> => host.mutate(fn);
  return {
    newConversation: (options = {}) => act((m) => m.newConversation(options)),
    consumerSends: (id, text) => act((m) => void m.consumerSends(id, text)),
    closeByClient: (id) => act((m) => m.closeByClient(id)),
    markInactive: (id) => act((m) => m.markInactive(id)),
    dropConnection: async () => dropConnection(),
    setPluginEnabled: (pluginId, enabled) => act((m) => m.setPluginEnabled(pluginId, enabled)),
    logoutByManager: (reason) => act((m) => m.logoutByManager(m.currentUserId(), reason)),
    setConversationsCheckOk: (ok) => act((m) => m.setConversationsCheckOk(ok)),
    pause: () => act((m) => m.setPaused(true)),
    resume: () => act((m) => m.setPaused(false)),
    isPaused: () => host.read((m) => m.isPaused()),
    reset: (seed) => act((m) => m.reset(seed)),
    breakPlugin: async (pluginId, broken = true) => setPluginBroken(pluginId, broken),
    accounts: demoAccounts,
    skills: () => host.read((m) => m.skills()),
  };
}
