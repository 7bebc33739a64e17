import * as z from 'zod/mini';
import {
  availabilitySchema,
  type Conversation,
  conversationSchema,
  featureSchema,
  idString,
  MAX_ID_LENGTH,
  type Message,
  messageSchema,
  optionalString,
  userSchema,
} from '../schemas';
import { BOUNDS } from '../schemas/bounds';
import { keyedRecord } from './keyed';
import { DRAFT_CHARS, limitThread, pageAfterNewest } from './storageLimits';
import { defaultPreferences, type Preferences, type Session, type TesseraState, type Thread } from './store';
import { isLocalMessage, mergeMessages } from './threads';

/**
 * Reading back what storage holds (DESIGN §4): whatever a previous version, another app of the
 * origin, a full disk or a hand in the devtools left there, each part is parsed with its schema;
 * what a part does not accept is dropped and named, the rest kept. The caller tells the agent.
 */

/** The parts of storage a notice can name. */
export type StoredPart =
  | 'state'
  | 'session'
  | 'conversations'
  | 'messages'
  | 'drafts'
  | 'selection'
  | 'preferences'
  | 'company'
  | 'theme'
  | 'volume'
  | 'rememberMe';

export type Dropped = Set<StoredPart>;

/** The parts of the store kept in localStorage 'state' (threads go to IndexedDB, see threadStore.ts). */
export type StoredState = Pick<TesseraState, 'session' | 'conversations' | 'threads' | 'drafts' | 'selectedConversationId' | 'preferences' | 'company'>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A key that names a conversation: what an id may be (common.ts), nothing else. */
const isIdKey = (key: string) => key.length > 0 && key.length <= MAX_ID_LENGTH && key.trim() !== '';

/** A schema's parse that never throws (a hostile nesting could overflow the stack of a recursive one). */
function safely<T>(schema: z.ZodMiniType<T, unknown>, value: unknown): T | undefined {
  try {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const TOKEN_CHARS = 20_000;

/** The session as the store holds it (sessionFrom in core/session/signIn.ts), parsed back. */
const storedSessionSchema = z.object({
  authorization: z.string().check(z.minLength(1), z.maxLength(TOKEN_CHARS)),
  authorizationRA: z.pipe(z.nullish(z.string().check(z.maxLength(TOKEN_CHARS))), z.transform((v) => v ?? undefined)),
  user: userSchema,
  role: z.enum(['agent', 'manager']),
  availabilities: z.array(availabilitySchema),
  features: z.array(featureSchema),
  company: z.pipe(z.nullish(z.object({ id: idString, name: z.string(), slug: optionalString })), z.transform((v) => v ?? undefined)),
  permissionsExtra: z.record(z.string(), z.unknown()),
  profiles: z.array(z.object({ id: idString, name: z.string() })),
  roles: z.array(z.string()),
}) satisfies z.ZodMiniType<Session, unknown>;

const preferenceSchemas: { [K in keyof Preferences]: z.ZodMiniType<Preferences[K], unknown> } = {
  msgHotkey: z.enum(['Enter', 'CtrlEnter']),
  language: z.enum(['pt', 'en']),
  theme: z.enum(['normal', 'dark']),
  volume: z.number().check(z.int(), z.gte(0), z.lte(100)),
  sidebarCollapsed: z.boolean(),
};

const companyPluginSchema = z.object({ enabled: z.boolean(), config: z.optional(z.record(z.string(), z.unknown())) });

const storedThreadSchema = z.object({
  messages: z.array(z.unknown()),
  nextPage: z.number().check(z.int(), z.gte(1), z.lte(1_000_000)),
  complete: z.boolean(),
});

/** A thread read back: undefined when its shape is wrong; `dropped` when some of its messages were. */
export function parseStoredThread(value: unknown): { thread: Thread; dropped: boolean } | undefined {
  const shape = safely(storedThreadSchema, value);
  if (!shape) return undefined;
  // From the newest back to the first message it does not accept: what is kept has no hole in it.
  const kept: Message[] = [];
  let dropped = false;
  for (let i = shape.messages.length - 1; i >= 0; i--) {
    const message = safely(messageSchema, shape.messages[i]);
    if (!message || message.type === 'eof') {
      dropped = true;
      break;
    }
    // Our own replies not yet sent are the outbox's to bring back (core/conversations/outbox.ts).
    if (!isLocalMessage(message)) kept.push(message);
  }
  // Oldest first again before the merge sorts by time: messages of the same moment keep the order they were stored in.
  const messages = mergeMessages([], kept.reverse());
  // Held to the same limits as when it is saved: more than that was not written by this app.
  const limited = limitThread({ messages, complete: shape.complete && !dropped, nextPage: shape.nextPage });
  const cut = limited.count < messages.length ? messages.slice(messages.length - limited.count) : messages;
  // Messages left out: "load older" must ask for the page of the first one missing, or before it.
  const nextPage = dropped ? Math.min(limited.nextPage, pageAfterNewest(cut.length)) : limited.nextPage;
  return {
    thread: { messages: cut, complete: limited.complete, nextPage, status: cut.length ? 'success' : 'idle' },
    dropped: dropped || limited.tooLarge,
  };
}

function parseSession(value: unknown, dropped: Dropped): Session | null {
  if (value === undefined || value === null) return null;
  const session = safely(storedSessionSchema, value);
  if (!session) dropped.add('session');
  return session ?? null;
}

function parseConversations(value: unknown, dropped: Dropped): Record<string, Conversation> {
  const conversations = keyedRecord<Conversation>();
  if (value === undefined) return conversations;
  if (!isRecord(value)) {
    dropped.add('conversations');
    return conversations;
  }
  for (const [key, raw] of Object.entries(value)) {
    const conversation = isIdKey(key) ? safely(conversationSchema, raw) : undefined;
    if (conversation && conversation.conversationId === key) conversations[key] = conversation;
    else dropped.add('conversations');
  }
  return conversations;
}

function parseThreads(value: unknown, dropped: Dropped): Record<string, Thread> {
  const threads = keyedRecord<Thread>();
  if (value === undefined) return threads;
  if (!isRecord(value)) {
    dropped.add('messages');
    return threads;
  }
  for (const [key, raw] of Object.entries(value)) {
    const read = isIdKey(key) ? parseStoredThread(raw) : undefined;
    if (read) threads[key] = read.thread;
    if (!read || read.dropped) dropped.add('messages');
  }
  return threads;
}

function parseDrafts(value: unknown, dropped: Dropped): Record<string, string> {
  const drafts = keyedRecord<string>();
  if (value === undefined) return drafts;
  if (!isRecord(value)) {
    dropped.add('drafts');
    return drafts;
  }
  for (const [key, text] of Object.entries(value)) {
    if (!isIdKey(key) || typeof text !== 'string') {
      dropped.add('drafts');
      continue;
    }
    if (text.length > DRAFT_CHARS) dropped.add('drafts');
    if (text) drafts[key] = text.slice(0, DRAFT_CHARS);
  }
  return drafts;
}

function parseSelection(value: unknown, dropped: Dropped): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && isIdKey(value)) return value;
  dropped.add('selection');
  return null;
}

/** Preferences field by field: a bad one falls back to its default, the others stay. */
export function parsePreferences(value: unknown, dropped: Dropped): Preferences {
  const preferences = { ...defaultPreferences };
  if (value === undefined) return preferences;
  if (!isRecord(value)) {
    dropped.add('preferences');
    return preferences;
  }
  for (const [key, raw] of Object.entries(value)) {
    const schema = Object.hasOwn(preferenceSchemas, key) ? preferenceSchemas[key as keyof Preferences] : undefined;
    const parsed = schema ? schema.safeParse(raw) : undefined;
    if (parsed?.success) (preferences as Record<string, unknown>)[key] = parsed.data;
    else dropped.add('preferences');
  }
  return preferences;
}

function parseCompany(value: unknown, dropped: Dropped): TesseraState['company'] {
  const fallback = { loaded: false, plugins: keyedRecord<TesseraState['company']['plugins'][string]>(), remotes: [] };
  if (value === undefined) return fallback;
  if (!isRecord(value) || typeof value.loaded !== 'boolean' || !isRecord(value.plugins)) {
    dropped.add('company');
    return fallback;
  }
  const plugins = keyedRecord<TesseraState['company']['plugins'][string]>();
  for (const [id, raw] of Object.entries(value.plugins)) {
    const plugin = isIdKey(id) ? safely(companyPluginSchema, raw) : undefined;
    if (plugin) plugins[id] = plugin;
    else dropped.add('company');
  }
  const remotes: string[] = [];
  // Written before remotes existed: none. Otherwise each address a string, the bad ones dropped.
  for (const url of Array.isArray(value.remotes) ? value.remotes.slice(0, BOUNDS.companyRemotes) : []) {
    if (typeof url === 'string' && url.length <= BOUNDS.url) remotes.push(url);
    else dropped.add('company');
  }
  return { loaded: value.loaded, plugins, remotes };
}

export interface ReadState {
  state: StoredState;
  dropped: Dropped;
  /** What storage holds is not what this version writes (something dropped, threads of an older version): write it again. */
  rewrite: boolean;
}

/** An empty stored state with these preferences. */
function emptyState(preferences: Preferences): StoredState {
  return {
    session: null,
    conversations: keyedRecord(),
    threads: keyedRecord(),
    drafts: keyedRecord(),
    selectedConversationId: null,
    preferences,
    company: { loaded: false, plugins: keyedRecord(), remotes: [] },
  };
}

/**
 * localStorage 'state' read back. What belongs to a session (conversations, threads, drafts, the
 * open conversation, the company's plugins) comes back only with a valid session; a session its
 * schema refuses is dropped with all of them (the sign-in reads it all again), the preferences kept.
 * `threads` are a previous version's (this one keeps them in IndexedDB): taken, and written there.
 */
export function parseStoredState(raw: string | null | undefined): ReadState {
  const dropped: Dropped = new Set();
  if (raw === null || raw === undefined) return { state: emptyState({ ...defaultPreferences }), dropped, rewrite: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  if (!isRecord(value)) {
    dropped.add('state');
    return { state: emptyState({ ...defaultPreferences }), dropped, rewrite: true };
  }
  const preferences = parsePreferences(value.preferences, dropped);
  const session = parseSession(value.session, dropped);
  if (!session) return { state: emptyState(preferences), dropped, rewrite: dropped.size > 0 };
  const state: StoredState = {
    session,
    conversations: parseConversations(value.conversations, dropped),
    threads: parseThreads(value.threads, dropped),
    drafts: parseDrafts(value.drafts, dropped),
    selectedConversationId: parseSelection(value.selectedConversationId, dropped),
    preferences,
    company: parseCompany(value.company, dropped),
  };
  return { state, dropped, rewrite: dropped.size > 0 || value.threads !== undefined };
}

/** The stored theme ('appTheme'): `invalid` when something is there that is not one. */
export const themeSchema = z.enum(['normal', 'dark']);
/** The stored volume ('volume'): digits, 0 to 100. */
export const volumeSchema = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^\d{1,3}$/)),
    z.transform((v: string) => Number(v)),
  ),
  z.number().check(z.lte(100)),
);
/** The remembered e-mail ('rememberMe'): an e-mail, as the sign-in form takes it. */
export const rememberedEmailSchema = z.pipe(z.string().check(z.maxLength(254)), z.email());

/** A stored value read with its schema: the value, or `invalid` when storage holds something it refuses. */
export function parseStoredValue<T>(schema: z.ZodMiniType<T, string>, raw: string | null | undefined): { value?: T; invalid: boolean } {
  if (raw === null || raw === undefined) return { invalid: false };
  const value = safely(schema as z.ZodMiniType<T, unknown>, raw);
  return value === undefined ? { invalid: true } : { value, invalid: false };
}
