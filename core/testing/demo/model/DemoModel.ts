import { demoSlice } from '../slices';
import { keyedRecord, keyedState, own } from './own';
import mitt from 'mitt';
import { AGENT_ID } from './accounts';
import * as bulk from './bulkOps';
import * as checks from './checkOps';
import { systemClock, type Clock } from './clock';
import type { ModelContext } from './context';
import { customerFor } from './consumers';
import * as conversations from './conversationOps';
import { nextObjectId } from './ids';
import * as inactivity from './inactivityOps';
import * as messages from './messageOps';
import { messagesPage } from './paging';
import { Random } from './random';
import { createState, DEFAULT_SEED } from './seed';
import * as passwords from './passwordOps';
import * as sessions from './sessionOps';
import * as sso from './ssoOps';
import * as supervision from './supervisionOps';
import * as outcomes from './agentOutcomeOps';
import * as media from './mediaOps';
import type { AuthoredMessage, UploadSeen } from './mediaOps';
import type { SampleKind } from './sampleFiles';
import type { CloseAnswer, HandOverTarget } from './agentOutcomeOps';
import { featuresOf, isTabRequired, setFeature } from './features';
import { DemoCompany } from './DemoCompany';
import { DemoError, type DemoConversation, type DemoFile, type DemoHubEvent, type DemoMessage, type DemoState, type DemoUpload } from './types';

export type DemoModelOptions = {
  /** PRNG seed of people, texts and timings; default 2026. */
  seed?: number;
  clock?: Clock;
  /** The company slug the session reports (getConfig().slug). */
  slug?: string;
  /** Origin of the demo's static pages (usability page); the browser passes location.origin. */
  origin?: string;
};

export type NewConversationOptions = Partial<conversations.NewConversationOptions>;

/**
 * The demo contact centre: pure TypeScript state plus the operations the HTTP handlers, the
 * simulation and the control API perform on it. Operations throw DemoError on refusal and emit
 * `hub` events ("push this hub event to that user") through `events`.
 */
export class DemoModel implements ModelContext {
  readonly events = mitt<{ hub: DemoHubEvent }>();
  /** The company's settings and their administration. */
  readonly company = new DemoCompany(this);
  readonly clock: Clock;
  state: DemoState;
  rng: Random;

  constructor(private readonly options: DemoModelOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.state = this.freshState(options.seed ?? DEFAULT_SEED);
    this.rng = new Random(this.state.rng);
  }

  static fromJSON(json: DemoState, options: DemoModelOptions = {}): DemoModel {
    const model = new DemoModel(options);
    model.load(json);
    return model;
  }

  /** A plain, JSON-safe copy of the whole state (the PRNG included). */
  toJSON(): DemoState {
    return structuredClone({ ...this.state, rng: this.rng.state });
  }

  /** Replaces the state (another window saved a newer one). */
  load(json: DemoState): void {
    if (json.schema !== 1) throw new Error(`Unsupported demo state schema ${String(json.schema)}`);
    this.state = keyedState(structuredClone(json));
    this.rng = new Random(this.state.rng);
  }

  /** Back to a fresh seed; sign-ins and the pause switch survive so a running workspace carries on. */
  reset(seed: number = this.state.seed): void {
    const { sessions, simulation } = this.state;
    this.state = this.freshState(seed);
    this.state.sessions = sessions;
    this.state.simulation.paused = simulation.paused;
    this.rng = new Random(this.state.rng);
  }

  // ModelContext
  now(): number {
    return this.clock.now();
  }
  nextId(): string {
    return nextObjectId(this.state);
  }
  emit(event: DemoHubEvent): void {
    this.events.emit('hub', event);
  }

  // Session
  login(email: string, password: string) {
    return sessions.login(this, email, password);
  }
  userForToken(token: string) {
    return sessions.userForToken(this, token);
  }
  /** Why a dead token was killed ('logoutByManager'), if the server says. */
  revocationReason(token: string): string | undefined {
    return sessions.revocationReason(this, token);
  }
  /** POST /login's answer: a change token while the account's password has expired, else a session. */
  loginAnswer(email: string, password: string) {
    return passwords.loginAnswer(this, email, password);
  }
  /** "Mails" a reset link; resolves to its token. */
  requestPasswordReset(email: string): string {
    return passwords.requestPasswordReset(this, email);
  }
  lastPasswordResetLink(): string | undefined {
    return passwords.lastPasswordResetLink(this);
  }
  /** `bearer`: a password token or a live session token. */
  changePassword(bearer: string, password: string): void {
    passwords.changePassword(this, bearer, password);
  }
  endSessions(userId: string): void {
    sessions.endSessions(this, userId);
  }
  ping(token: string): string | null {
    return sessions.ping(this, token);
  }
  eventReporter(token: string) {
    return sessions.eventReporter(this, token);
  }
  recordUserEvent(userId: string, body: Record<string, unknown>): void {
    sessions.recordUserEvent(this, userId, body);
  }
  userEvents() {
    return [...(this.state.userEvents ?? [])];
  }
  logout(token: string): void {
    sessions.logout(this, token);
  }
  /** The user who signed in last, else the demo agent. */
  currentUserId(): string {
    return sessions.currentUserId(this) ?? AGENT_ID;
  }
  /** The user who signed in last, if anyone is signed in. */
  signedInUserId(): string | undefined {
    return sessions.currentUserId(this);
  }
  setAvailability(userId: string, availabilityId: string): string {
    return sessions.setAvailability(this, userId, availabilityId);
  }
  logoutByManager(userId: string, reason?: string): void {
    sessions.logoutByManager(this, userId, reason);
  }
  /** true makes PATCH /user/status answer 500 (the app reverts to the prior status). */
  setAvailabilityFailure(on: boolean): void {
    this.state.switches.availabilityFails = on;
  }
  isAvailabilityFailing(): boolean {
    return this.state.switches.availabilityFails === true;
  }

  // Single sign-on: the demo identity provider's one-time codes and portal tickets (ssoOps.ts)
  issueSsoCode(email: string, slug?: string): string {
    return sso.issueSsoCode(this, email, slug);
  }
  exchangeSsoCode(code: string, slug?: string) {
    return sso.exchangeSsoCode(this, code, slug);
  }
  issueSsoTicket(email: string): string {
    return sso.issueSsoTicket(this, email);
  }
  redeemSsoTicket(ticket: string) {
    return sso.redeemSsoTicket(this, ticket);
  }

  // Conversations
  listConversations(userId: string): DemoConversation[] {
    return conversations.listConversations(this, userId);
  }
  getConversation(conversationId: string): DemoConversation | undefined {
    const record = own(this.state.conversations, conversationId);
    return record ? conversations.copy(record.conversation) : undefined;
  }
  /** See paging.ts for the page layout and the end-of-history marker. */
  messagesPage(conversationId: string, page: number): DemoMessage[] {
    return messagesPage(conversations.recordOf(this, conversationId).messages, conversationId, page);
  }
  /** Assigns a new conversation to `userId` (default: the user who signed in last). */
  newConversation(options: NewConversationOptions = {}): string {
    return conversations.newConversation(this, { ...options, userId: options.userId ?? this.currentUserId() });
  }
  /** `count` live, already-worked conversations at once (a busy shift; the SLA benchmark). See bulkOps.ts. */
  bringConversations(count: number, userId: string = this.currentUserId()): string[] {
    return bulk.bringConversations(this, userId, count);
  }
  /** Load test: `count` more conversations, announced by nothing (the next list read brings them). See bulkOps.ts. */
  addQuietConversations(count: number, userId: string = this.currentUserId()): number {
    return bulk.addQuietConversations(this, userId, count);
  }
  /** Load test: `count` more participants on a conversation, sent to its agent in one conversationUpdated. */
  crowdConversation(conversationId: string, count: number): void {
    bulk.crowdConversation(this, conversationId, count);
  }
  /**
   * The agent (default: the conversation's assignee) answers. A repeated clientId returns the
   * message of the first send instead of creating another. The third argument may be the clientId.
   */
  agentSends(
    conversationId: string,
    text: string,
    options: string | { clientId?: string | undefined; userId?: string | undefined; file?: DemoFile | undefined } = {},
  ): DemoMessage {
    const { clientId, userId, file } = typeof options === 'string' ? { clientId: options, userId: undefined, file: undefined } : options;
    const sender = userId ?? this.assigneeOf(conversationId);
    return messages.agentSends(this, conversationId, text, { userId: sender, clientId, file });
  }
  /** POST /channel/upload/file: keeps a file an agent uploads for a reply; returns its id. */
  upload(conversationId: string, userId: string, file: Omit<DemoUpload, 'conversationId' | 'userId'>): string {
    const fileId = this.nextId();
    (this.state.uploads ??= keyedRecord())[fileId] = { conversationId, userId, ...file };
    return fileId;
  }
  /** An uploaded file, if it exists and is this user's for this conversation (a reply may only send its own). */
  uploadOf(fileId: string, userId: string, conversationId?: string): DemoUpload | undefined {
    const upload = this.state.uploads?.[fileId];
    return upload && upload.userId === userId && (conversationId === undefined || upload.conversationId === conversationId) ? upload : undefined;
  }
  /** The consumer writes (and may attach files). */
  consumerSends(conversationId: string, text: string, files: readonly DemoFile[] = []): DemoMessage {
    return messages.consumerSends(this, conversationId, text, files);
  }
  /** The consumer sends a real small file of `kind`, served at `urlOf(fileId)` (mediaOps.ts). */
  consumerSendsFile(conversationId: string, kind: SampleKind, urlOf: (fileId: string) => string): DemoMessage {
    return media.consumerSendsFile(this, conversationId, kind, urlOf);
  }
  /** A message from the agent, a manager, the bot or the system; participants hear it (mediaOps.ts). */
  authorSends(conversationId: string, message: AuthoredMessage): DemoMessage {
    return media.authorSends(this, conversationId, message);
  }
  /** A conversation for the signed-in agent with that many messages (1 to 10,000). */
  longConversation(messages: number): string {
    return media.longConversation(this, this.currentUserId(), messages);
  }
  /** A message starred or unstarred by a user who can see it (404 otherwise). */
  setFavorite(messageId: string, userId: string, favorite: boolean): void {
    media.setFavorite(this, messageId, userId, favorite);
  }
  /** What agents uploaded for their replies: name, type, size, first four bytes. */
  agentUploads(): UploadSeen[] {
    return media.agentUploads(this);
  }
  closeByClient(conversationId: string): void {
    conversations.closeByClient(this, conversationId);
  }
  markInactive(conversationId: string): void {
    conversations.markInactive(this, conversationId);
  }
  /** POST change-status: a participant's workspace marks a quiet conversation inactive (inactivityOps.ts). */
  changeStatus(conversationId: string, status: string, userId: string): void {
    inactivity.changeStatus(this, conversationId, status, userId);
  }
  /** The conversation's inactivity time becomes `seconds` (0: none); participants get the update. */
  setInactivityTime(conversationId: string, seconds: number): void {
    inactivity.setInactivityTime(this, conversationId, seconds);
  }
  endPosChat(conversationId: string): void {
    conversations.endPosChat(this, conversationId);
  }
  /** POST conversations-check: the ids must belong to the user, unless a failure is forced (checkOps.ts). */
  conversationsCheck(userId: string, ids: readonly string[]): boolean {
    return checks.conversationsCheck(this, userId, ids);
  }
  setConversationsCheckOk(ok: boolean): void {
    this.state.switches.conversationsCheckOk = ok;
  }
  /** The next `count` conversation checks answer isOk false. */
  failConversationChecks(count: number): void {
    checks.failConversationChecks(this, count);
  }
  /** POST messages-check: the client's consumer-message counts must be the server's. */
  messagesCheck(userId: string, counts: Record<string, unknown>): boolean {
    return checks.messagesCheck(this, userId, counts);
  }
  /** The routing system moves the conversation to another agent (transferConversationBySystem). */
  transferBySystem(conversationId: string): void {
    supervision.transferBySystem(this, conversationId);
  }
  /** A supervisor (default: the demo's) joins the conversation (managerJoinToConversation). */
  managerJoin(conversationId: string, managerId?: string): void {
    const manager = managerId ?? this.state.users.find((u) => u.role === 'manager')?.id ?? '';
    supervision.managerJoin(this, conversationId, manager);
  }
  /** POST change-status { status: 'closed' }: the agent closes the conversation (agentOutcomeOps.ts). */
  closeByAgent(conversationId: string, userId: string, tabId?: string): CloseAnswer {
    return outcomes.closeByAgent(this, conversationId, userId, tabId);
  }
  /** A tabulation registered for the conversation: it no longer owes one (the tabulation slice keeps the entries). */
  recordTab(conversationId: string, userId: string, tab: { tabId: string; tabName: string }): void {
    outcomes.recordTab(this, conversationId, userId, tab);
  }
  /** A tabulation removed: the conversation's tab becomes `previous` or none (and is owed again when finished). */
  clearTab(conversationId: string, userId: string, previous?: { tabId: string; tabName: string; date: string }): void {
    outcomes.clearTab(this, conversationId, userId, previous);
  }
  /** The agent transfers the conversation to a skill's queue or to an agent (the transfer slice's PUT). */
  handOver(conversationId: string, fromUserId: string, target: HandOverTarget, commentary: string): void {
    outcomes.handOver(this, conversationId, fromUserId, target, commentary);
  }
  /** The company changes a feature; every signed-in user hears featuresChanged (features.ts). */
  setFeature(name: string, change: { active: boolean; required?: boolean; config?: unknown }): void {
    setFeature(this, name, change);
  }
  /** The company's features as a session gets them now. */
  features() {
    return featuresOf(this);
  }
  /** Whether tabulation is owed now (the Tab feature active and required). */
  isTabRequired(): boolean {
    return isTabRequired(this);
  }
  /** The conversation's SLA becomes `seconds`; participants get the update (conversationUpdated). */
  setSlaLate(conversationId: string, seconds: number): void {
    supervision.setSlaLate(this, conversationId, seconds);
  }


  // Skills and customers
  skills() {
    return this.state.skills.map((s) => ({ id: s.id, name: s.name, channels: [...s.channels] }));
  }

  /** The insurer's customer with that CPF (11 digits), named as said; a new customer if there is none. */
  customerFor(name: string, cpfDigits: string) {
    return customerFor(this, name, cpfDigits);
  }

  /**
   * A feature's part of the state (its demo slice, registered by its plugin): the slice's seed
   * the first time it is read after a fresh start or a reset, then whatever its controls and
   * handlers made of it. Persisted with the rest.
   */
  slice<S>(id: string): S {
    const slices = (this.state.slices ??= Object.create(null) as Record<string, unknown>);
    if (!Object.hasOwn(slices, id)) {
      const definition = demoSlice(id);
      if (!definition) throw new Error(`[tessera-demo] no demo slice '${id}' is registered`);
      slices[id] = definition.seed ? definition.seed(this) : {};
    }
    return slices[id] as S;
  }

  // Simulation switch (kept in the state so every window agrees)
  setPaused(paused: boolean): void {
    this.state.simulation.paused = paused;
  }
  isPaused(): boolean {
    return this.state.simulation.paused;
  }

  private assigneeOf(conversationId: string): string {
    const user = conversations.recordOf(this, conversationId).conversation.users[0];
    if (!user) throw new DemoError(409, 'conversation', 'Conversation has no agent');
    return user.user_id;
  }

  private freshState(seed: number): DemoState {
    return createState({
      seed,
      now: this.clock.now(),
      slug: this.options.slug ?? 'tessera',
      origin: this.options.origin ?? 'http://tessera.test',
    });
  }
}
