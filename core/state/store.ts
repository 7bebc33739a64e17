import { proxy } from 'valtio';
import type { Availability, Conversation, Feature, Message, User } from '../schemas';
import { conversationAsStored } from './conversationValues';
import { asKeyedRecord, keyedRecord } from './keyed';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';
export type Language = 'pt' | 'en';
export type ThemeName = 'normal' | 'dark';
export type SendHotkey = 'Enter' | 'CtrlEnter';
export type Role = 'agent' | 'manager';

export interface Session {
  authorization: string;
  authorizationRA?: string | undefined;
  user: User;
  role: Role;
  availabilities: Availability[];
  features: Feature[];
  company?: { id: string; name: string; slug?: string | undefined } | undefined;
  permissionsExtra: Record<string, unknown>;
  profiles: { id: string; name: string }[];
  roles: string[];
}

/** One conversation's loaded messages, oldest first. */
export interface Thread {
  messages: Message[];
  /** The page the next "load older" asks for: loaded count / 15 + 1. */
  nextPage: number;
  /** True once the oldest message is loaded (an 'eof' item or a short page). */
  complete: boolean;
  status: 'idle' | 'loading' | 'success' | 'error';
  error?: string | undefined;
}

export interface CompanyPluginState {
  enabled: boolean;
  config?: Record<string, unknown> | undefined;
}

export interface Preferences {
  msgHotkey: SendHotkey;
  language: Language;
  theme: ThemeName;
  /** 0 to 100; 0 is silent. */
  volume: number;
  /** The metrics sidebar at 80 wide instead of 200. */
  sidebarCollapsed: boolean;
}

export interface TesseraState {
  session: Session | null;
  connection: {
    status: ConnectionStatus;
    logoutByManager: boolean;
    /** The server ended the session: the notice shows for 60 s, then the sign-in (spec 000 §4). */
    endedBySystem?: boolean;
    /** The list is being fetched again after a reconnect or a lost chat ('Reloading chats'). */
    reloading?: boolean;
    /** Three conversation checks in a row failed: the lost-chat dialog is up until acknowledged. */
    lostChat?: boolean;
  };
  /** By conversation id; this and the other collections keyed by ids from data are keyed records (keyed.ts). */
  conversations: Record<string, Conversation>;
  threads: Record<string, Thread>;
  /** Unsent composer text per conversation, kept across reloads. */
  drafts: Record<string, string>;
  selectedConversationId: string | null;
  preferences: Preferences;
  /**
   * Per-company plugin enablement; `loaded` false means the defaults apply. `remotes`: the addresses
   * of the plugins from outside the build the company runs (their mf-manifest.json).
   */
  company: { loaded: boolean; plugins: Record<string, CompanyPluginState>; remotes: string[] };
  list: { status: 'idle' | 'loading' | 'success' | 'error'; error?: string | undefined };
}

export const defaultPreferences: Preferences = { msgHotkey: 'CtrlEnter', language: 'pt', theme: 'normal', volume: 100, sidebarCollapsed: false };

export function initialState(): TesseraState {
  return {
    session: null,
    connection: { status: 'disconnected', logoutByManager: false },
    conversations: keyedRecord(),
    threads: keyedRecord(),
    drafts: keyedRecord(),
    selectedConversationId: null,
    preferences: { ...defaultPreferences },
    company: { loaded: false, plugins: keyedRecord(), remotes: [] },
    list: { status: 'idle' },
  };
}

/**
 * The one store. Components read it with `useSnapshot` and touch only what they render;
 * it changes only through the actions in core/state/actions.
 */
export const store = proxy<TesseraState>(initialState());

/** The parts of the state keyed by ids from data. */
type KeyedParts = Pick<TesseraState, 'conversations' | 'threads' | 'drafts' | 'company'>;

/**
 * The collections keyed by ids as keyed records, whatever built them (a reload's JSON, another
 * window's snapshot): a conversation `__proto__` or `constructor` is then an entry like any other.
 */
export function withKeyedCollections<S extends Partial<KeyedParts>>(state: S): S {
  const out = { ...state };
  if (state.conversations) out.conversations = keyedRecord(Object.entries(state.conversations).map(([id, c]) => [id, conversationAsStored(c)] as const));
  if (state.threads) out.threads = asKeyedRecord(state.threads);
  if (state.drafts) out.drafts = asKeyedRecord(state.drafts);
  if (state.company) out.company = { ...state.company, plugins: asKeyedRecord(state.company.plugins) };
  return out;
}

/** Puts the store back to a fresh state, keeping the object identity components hold. */
export function resetStore(next: TesseraState = initialState()): void {
  const state = withKeyedCollections(next);
  for (const key of Object.keys(state) as (keyof TesseraState)[]) {
    (store as unknown as Record<string, unknown>)[key] = state[key];
  }
}
