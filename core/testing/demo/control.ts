import { setPluginBroken, setPluginStartBroken } from '../../plugins/faults';
import { uploadedFileUrl } from './handlers/uploadHandlers';
import type { ModelHost } from './host';
import { type DemoAccount, demoAccounts } from './model/accounts';
import type { DemoModel } from './model/DemoModel';
import { demoSlices } from './slices';

export type { DemoAccount } from './model/accounts';

export type DemoSkillInfo = { id: string; name: string; channels: string[] };

/**
 * Remote control of the demo contact centre: `window.tesseraDemo` in the browser (works from any
 * window: the workspace or a popped-out tile; the contact centre itself runs in a worker, so
 * every answer is a promise), `control` of createDemoServer() in Node tests. Actions resolve once
 * the change is made and its hub events are on their way; a refused action rejects with a
 * DemoError (status, key, value).
 */
export interface CoreDemoControl {
  /**
   * A conversation arrives from the queue for the signed-in user; resolves to its id. `conversationId`
   * gives it that id (any a server may send, `constructor` or `__proto__` too; 409 if taken), and
   * `length` a history of at least that many messages (up to 10,000); `aiSummary` turns its AI
   * summary on or off.
   */
  newConversation(options?: { channel?: string; skillId?: string; conversationId?: string; length?: number; aiSummary?: boolean }): Promise<string>;
  /** `count` (1 to 500) live conversations at once for the signed-in user, clocks in every SLA state; resolves to their ids. */
  bringConversations(count: number): Promise<string[]>;
  /**
   * Load test: `count` (up to 20,000) more conversations for the signed-in user, just arrived and
   * announced by nothing: the next read of the list (a reload) brings them all in one answer.
   */
  addQuietConversations(count: number): Promise<number>;
  /** Load test: `count` (up to 500,000) more participants on a conversation, sent to its agent in one conversationUpdated. */
  crowdConversation(conversationId: string, count: number): Promise<void>;
  /** The consumer writes; `files` (up to 10: file_url, file_name, mime_type, thumb_url) go on the message. */
  consumerSends(conversationId: string, text: string, files?: { file_url: string; file_name: string; mime_type: string; thumb_url?: string }[]): Promise<void>;
  /**
   * The consumer sends a real small file the demo makes: a PNG photo ('image'), a one-page PDF
   * ('pdf') or a voice note ('audio', WAV); previews and players work on it.
   */
  consumerSendsFile(conversationId: string, kind: 'image' | 'pdf' | 'audio'): Promise<void>;
  /**
   * A message from another author: the conversation's agent (another device), the demo supervisor
   * ('manager'; `private` makes it a private note), the bot or the system.
   */
  authorSends(conversationId: string, message: { by: 'agent' | 'manager' | 'bot' | 'system'; text: string; private?: boolean }): Promise<void>;
  /** A conversation for the signed-in agent with `messages` messages (1 to 10,000); resolves to its id. */
  longConversation(messages: number): Promise<string>;
  /** What the agent uploaded for replies, oldest first: name, type, size in bytes, and magic (the first four bytes as text). */
  uploads(): Promise<{ name: string; type: string; size: number; magic: string }[]>;
  closeByClient(conversationId: string): Promise<void>;
  /** The system marks an active conversation inactive. */
  markInactive(conversationId: string): Promise<void>;
  /** The conversation's inactivity time becomes `seconds` (0: none); the workspace gets it at once. */
  setInactivityTime(conversationId: string, seconds: number): Promise<void>;
  /**
   * Drops every hub socket (all windows); SignalR clients reconnect on their own, at once, or
   * after `downForMs` when given (the network stays down that long: negotiations are refused).
   */
  dropConnection(downForMs?: number): Promise<void>;
  setPluginEnabled(pluginId: string, enabled: boolean): Promise<void>;
  /** An admin changes a plugin's settings for the company (the workspace applies them live). */
  setPluginConfig(pluginId: string, config: Record<string, unknown>): Promise<void>;
  /**
   * The company's default layout (a react-mosaic tree of tile ids, and the dock widget shown
   * first), or none: agents who have not arranged their own take it live; 'reset layout' returns to it.
   */
  setCompanyLayout(layout: { tree: unknown; dock?: string | null } | null): Promise<void>;
  /** A manager signs the signed-in user out (hub event logoutByManager; their tokens die). */
  logoutByManager(reason?: string): Promise<void>;
  /** The same as logoutByManager(): the name the access flows use. */
  forceLogout(): Promise<void>;
  /** The server ends the signed-in user's session: the next ping answers without availability_id. */
  endSession(): Promise<void>;
  /** What the app reported through POST /user/events, oldest first. */
  userEvents(): Promise<{ userId: string; event: string; version: string; timestamp: string; payload: unknown }[]>;
  /** false makes POST conversations-check answer isOk: false (the lost-chat flow). */
  setConversationsCheckOk(ok: boolean): Promise<void>;
  /** The next `count` POST conversations-check answer isOk: false (3 in a row raise the lost-chat dialog). */
  failConversationChecks(count: number): Promise<void>;
  /** The routing system moves the conversation to another agent: it leaves the signed-in agent's list. */
  transferBySystem(conversationId: string): Promise<void>;
  /** The demo supervisor joins the conversation (managerJoinToConversation). */
  managerJoin(conversationId: string): Promise<void>;
  /** The conversation's SLA becomes `seconds`; the workspace gets the new deadline at once. */
  setSlaLate(conversationId: string, seconds: number): Promise<void>;
  /**
   * The company turns a feature ('Tab', 'Insight') on or off, or makes it required; the signed-in
   * workspaces apply it at once (the hub's featuresChanged).
   */
  setFeature(name: string, change: { active: boolean; required?: boolean; config?: unknown }): Promise<void>;
  /** The company's features as a session gets them now. */
  features(): Promise<{ name: string; active: boolean; required: boolean; config: unknown }[]>;
  /** true makes PATCH /user/status answer 500, so the app reverts to the prior status. */
  setAvailabilityFailure(on: boolean): Promise<void>;
  isAvailabilityFailing(): Promise<boolean>;
  /** Stops / restarts arrivals and consumer replies (all windows). */
  pause(): Promise<void>;
  resume(): Promise<void>;
  isPaused(): Promise<boolean>;
  /** Back to a freshly seeded demo (default: the current seed); sign-ins survive. */
  reset(seed?: number): Promise<void>;
  /** Makes a plugin's contributions throw as they render, in this window, to show the error boundary. */
  breakPlugin(pluginId: string, broken?: boolean): Promise<void>;
  /** Makes a plugin's activate throw, in this window: it is restarted at once and shown as failed to start (with its retry). */
  breakPluginStart(pluginId: string, broken?: boolean): Promise<void>;
  /** The app path of the newest password reset link the demo "e-mailed" (the demo mailbox). */
  lastPasswordResetLink(): Promise<string | undefined>;
  /** The sign-in accounts, for the sign-in page's demo hint. */
  readonly accounts: readonly DemoAccount[];
  skills(): Promise<DemoSkillInfo[]>;
  /** The demo identity provider signs `email` in: a one-time code for /signin?code_authorization=. */
  issueSsoCode(email: string, slug?: string): Promise<string>;
  /** A one-time portal ticket for /signinSSO/{ticket}. */
  issueSsoTicket(email: string): Promise<string>;
}

/**
 * The whole control: the core's, and every registered feature slice's controls (slices.ts), which
 * their plugins declare here by declaration merging:
 *
 *   declare module '@tessera/core/testing/demo' { interface DemoControl { enqueue(skillId?: string): Promise<string> } }
 */
export interface DemoControl extends CoreDemoControl {}

declare global {
  interface Window {
    tesseraDemo?: DemoControl;
  }
}

/** A control over one host; `dropConnection` is how this runtime drops hub sockets (everywhere). */
export function createControl(host: ModelHost, dropConnection: (downForMs?: number) => void): DemoControl {
  // async: a refusal (DemoError) becomes a rejected promise, not a synchronous throw.
  const act = async <T>(fn: (model: DemoModel) => T): Promise<T> => host.mutate(fn);
  const sliceControls = demoSlices().flatMap((slice) => [
    ...Object.entries(slice.actions ?? {}).map(([name, run]) => [name, (...args: unknown[]) => act((m) => run(m, ...args))] as const),
    ...Object.entries(slice.reads ?? {}).map(([name, run]) => [name, async (...args: unknown[]) => host.read((m) => run(m, ...args))] as const),
  ]);
  return {
    ...(Object.fromEntries(sliceControls) as Omit<DemoControl, keyof CoreDemoControl>),
    newConversation: (options = {}) => act((m) => m.newConversation(options)),
    bringConversations: (count) => act((m) => m.bringConversations(count)),
    addQuietConversations: (count) => act((m) => m.addQuietConversations(count)),
    crowdConversation: (id, count) => act((m) => m.crowdConversation(id, count)),
    consumerSends: (id, text, files) => act((m) => void m.consumerSends(id, text, files)),
    consumerSendsFile: (id, kind) => act((m) => void m.consumerSendsFile(id, kind, uploadedFileUrl)),
    authorSends: (id, message) => act((m) => void m.authorSends(id, message)),
    longConversation: (messages) => act((m) => m.longConversation(messages)),
    uploads: async () => host.read((m) => m.agentUploads()),
    closeByClient: (id) => act((m) => m.closeByClient(id)),
    markInactive: (id) => act((m) => m.markInactive(id)),
    setInactivityTime: (id, seconds) => act((m) => m.setInactivityTime(id, seconds)),
    dropConnection: async (downForMs) => dropConnection(downForMs),
    setPluginEnabled: (pluginId, enabled) => act((m) => m.company.setPluginEnabled(pluginId, enabled)),
    setPluginConfig: (pluginId, config) => act((m) => m.company.setPluginConfig(pluginId, config)),
    setCompanyLayout: (layout) => act((m) => m.company.setCompanyLayout(layout ? { tree: layout.tree, dock: layout.dock ?? null } : null)),
    logoutByManager: (reason) => act((m) => m.logoutByManager(m.currentUserId(), reason)),
    forceLogout: () => act((m) => m.logoutByManager(m.currentUserId())),
    endSession: () => act((m) => m.endSessions(m.currentUserId())),
    userEvents: async () => host.read((m) => m.userEvents()),
    setConversationsCheckOk: (ok) => act((m) => m.setConversationsCheckOk(ok)),
    failConversationChecks: (count) => act((m) => m.failConversationChecks(count)),
    transferBySystem: (id) => act((m) => m.transferBySystem(id)),
    managerJoin: (id) => act((m) => m.managerJoin(id)),
    setSlaLate: (id, seconds) => act((m) => m.setSlaLate(id, seconds)),
    setFeature: (name, change) => act((m) => m.setFeature(name, change)),
    features: async () => host.read((m) => m.features()),
    setAvailabilityFailure: (on) => act((m) => m.setAvailabilityFailure(on)),
    isAvailabilityFailing: async () => host.read((m) => m.isAvailabilityFailing()),
    pause: () => act((m) => m.setPaused(true)),
    resume: () => act((m) => m.setPaused(false)),
    isPaused: async () => host.read((m) => m.isPaused()),
    reset: (seed) => act((m) => m.reset(seed)),
    breakPlugin: async (pluginId, broken = true) => setPluginBroken(pluginId, broken),
    breakPluginStart: async (pluginId, broken = true) => setPluginStartBroken(pluginId, broken),
    lastPasswordResetLink: async () => host.read((m) => m.lastPasswordResetLink()),
    accounts: demoAccounts,
    skills: async () => host.read((m) => m.skills()),
    issueSsoCode: (email, slug) => act((m) => m.issueSsoCode(email, slug)),
    issueSsoTicket: (email) => act((m) => m.issueSsoTicket(email)),
  };
}
