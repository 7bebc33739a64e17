import { snapshot, subscribe } from 'valtio';
import { logger } from '../logger';
import { persistedJson } from './persistedJson';
import { createSaveNotices, type SaveNotices, tellDropped } from './storageNotices';
import { defaultPreferences, initialState, type Language, store, type TesseraState, type ThemeName } from './store';
import { type Dropped, parseStoredState, parseStoredValue, rememberedEmailSchema, themeSchema, volumeSchema } from './storedState';
import { createThreadStore, type RestoredThreads, type ThreadStore } from './threadStore';
import { mergeMessages } from './threads';

/**
 * What outlives a reload, and where (DESIGN §4):
 * - localStorage 'state' (spec 000 §3): the session, the conversation list, the drafts, the open
 *   conversation, the preferences and the company's plugins. Small (each conversation and draft is
 *   held to a limit, storageLimits.ts), written promptly after the agent's own changes and at once
 *   when the page hides, so a draft typed and the page reloaded at once comes back.
 * - 'appTheme', 'volume', 'rememberMe': as the spec names them.
 * - IndexedDB 'tessera-threads': each conversation's thread, its newest part (threadStore.ts).
 * - IndexedDB 'tessera-outbox': the replies not yet on the server (core/conversations/outbox.ts).
 * Everything read back is parsed with its schema (storedState.ts); what is refused is dropped and
 * the agent told. A logout clears all of it but the theme, the volume and the remembered e-mail.
 */

/** The storage keys of spec 000 §3. */
export const storageKeys = { state: 'state', rememberMe: 'rememberMe', theme: 'appTheme', volume: 'volume' } as const;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function removeItem(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Storage refused: nothing was there to remove.
  }
}

export function readTheme(): ThemeName {
  return parseStoredValue(themeSchema, readItem(storageKeys.theme)).value ?? defaultPreferences.theme;
}

export function readVolume(): number {
  return parseStoredValue(volumeSchema, readItem(storageKeys.volume)).value ?? defaultPreferences.volume;
}

/** The remembered e-mail, when what is stored is one (checked again at start, see readPersistedState). */
export function readRememberedEmail(): string | undefined {
  return parseStoredValue(rememberedEmailSchema, readItem(storageKeys.rememberMe)).value;
}

export function writeRememberedEmail(email: string | undefined): void {
  if (email) storage()?.setItem(storageKeys.rememberMe, email);
  else removeItem(storageKeys.rememberMe);
}

/**
 * The language the stored preferences name, read loosely before the stored state is parsed: its
 * messages start loading at once, so the first screen (and a notice of what was dropped) is in it.
 */
export function readStoredLanguage(): Language {
  try {
    const stored: unknown = JSON.parse(readItem(storageKeys.state) ?? 'null');
    const language = (stored as { preferences?: { language?: unknown } } | null)?.preferences?.language;
    return language === 'en' ? 'en' : 'pt';
  } catch {
    return 'pt';
  }
}

/** Threads of a previous version's 'state', merged with IndexedDB's once it is read (restoreThreads). */
let legacyThreads = new Set<string>();

export interface PersistedRead {
  state: TesseraState;
  /** What storage held that its schema refused: dropped (a notice names it). */
  dropped: Dropped;
  /** Storage holds something this version would not write: write the state again. */
  rewrite: boolean;
}

/**
 * Reads what the last session left in localStorage, each part with its schema (storedState.ts):
 * what is refused is dropped and named in `dropped`, the rest kept; a theme, volume or remembered
 * e-mail that is not one is removed. Never throws, whatever storage holds.
 */
export function readPersistedState(): PersistedRead {
  const { state, dropped, rewrite } = parseStoredState(readItem(storageKeys.state));
  const read = <T>(key: string, part: 'theme' | 'volume' | 'rememberMe', schema: Parameters<typeof parseStoredValue<T>>[0]) => {
    const value = parseStoredValue(schema, readItem(key));
    if (value.invalid) {
      dropped.add(part);
      removeItem(key);
    }
    return value.value;
  };
  const theme = read(storageKeys.theme, 'theme', themeSchema);
  const volume = read(storageKeys.volume, 'volume', volumeSchema);
  read(storageKeys.rememberMe, 'rememberMe', rememberedEmailSchema);
  legacyThreads = new Set(Object.keys(state.threads));
  const preferences = { ...state.preferences, theme: theme ?? defaultPreferences.theme, volume: volume ?? defaultPreferences.volume };
  const base = initialState();
  return { state: { ...base, ...state, preferences, connection: base.connection, list: base.list }, dropped, rewrite };
}

/** What the last session left (see readPersistedState), without saying what was dropped. */
export function loadPersistedState(): TesseraState {
  return readPersistedState().state;
}

let threads: ThreadStore = createThreadStore();
let notices: SaveNotices = createSaveNotices();

/** Tests: threads kept in `store` (a memory record store), notices told to `saveNotices`. */
export function usePersistenceBackends(options: { threads?: ThreadStore; notices?: SaveNotices }): void {
  if (options.threads) threads = options.threads;
  if (options.notices) notices = options.notices;
  lastStateJson = lastTheme = lastVolume = undefined;
}

/** A forced logout or an ended session removed the stored state; what is still on screen must not write it back. */
function blocked(): boolean {
  return store.connection.logoutByManager || !!store.connection.endedBySystem;
}

/** What storage holds as far as this window knows: not written again while unchanged. */
let lastStateJson: string | undefined;
let lastTheme: string | undefined;
let lastVolume: string | undefined;
/** Conversations left out of 'state' for their size, at the last save. */
let conversationsLeftOut: readonly string[] = [];

function nameIn(snap: Readonly<TesseraState>) {
  return (id: string) => {
    const consumer = snap.conversations[id]?.consumer;
    return consumer ? consumer.displayName || consumer.name : id;
  };
}

function tellCut(snap: Readonly<TesseraState>): void {
  notices.cut('content', new Set([...conversationsLeftOut, ...threads.tooLarge]), nameIn(snap));
}

/** Writes localStorage 'state' (and the theme and volume) now, if they changed. */
function saveState(): void {
  const target = storage();
  if (!target || blocked()) return;
  const snap = snapshot(store) as TesseraState;
  const saved = persistedJson(snap);
  const theme = snap.preferences.theme;
  const volume = String(snap.preferences.volume);
  try {
    if (saved.json !== lastStateJson) {
      target.setItem(storageKeys.state, saved.json);
      lastStateJson = saved.json;
    }
    if (theme !== lastTheme) {
      target.setItem(storageKeys.theme, theme);
      lastTheme = theme;
    }
    if (volume !== lastVolume) {
      target.setItem(storageKeys.volume, volume);
      lastVolume = volume;
    }
    notices.saved('state');
  } catch (error) {
    notices.failed('state', error);
  }
  conversationsLeftOut = saved.conversationsLeftOut;
  notices.cut('draft', saved.draftsCut, nameIn(snap));
  tellCut(snap);
}

/** Writes the threads that changed to IndexedDB (queued now, committed a moment later). */
function saveThreads(): void {
  if (blocked()) return;
  const snap = snapshot(store) as TesseraState;
  if (!snap.session) return;
  const save = threads.save(snap.threads, snap.session.user.id);
  // Not read yet: restoreThreads plans the save once it is.
  if (!save) return;
  tellCut(snap);
  void save.done.then((ok) => (ok ? notices.saved('threads') : notices.failed('threads', undefined)));
}

/** Writes 'state' now even if this window wrote the same before (storage held something else). */
export function writeStoredStateNow(): void {
  lastStateJson = undefined;
  saveState();
}

/** How long the first screen waits for the stored threads: the open conversation then shows with it. */
export const THREADS_WAIT_MS = 1_000;

/** Set while persistStore runs: saves the threads once they are read. */
let planThreadsSave: (() => void) | undefined;

function applyRestoredThreads(restored: RestoredThreads, authorization: string): void {
  const session = store.session;
  if (!session || session.authorization !== authorization || blocked()) return;
  // The hub is up and the threads it holds are being caught up: one added now would miss that;
  // it is fetched when opened instead.
  if (store.connection.status === 'connected') return;
  const held: string[] = [];
  for (const [id, thread] of restored.threads) {
    // The thread of a conversation the agent no longer holds (or whose record was dropped) stays out.
    if (!store.conversations[id]) continue;
    const current = store.threads[id];
    if (!current) {
      store.threads[id] = thread;
      held.push(id);
    } else if (legacyThreads.has(id)) {
      // A previous version's 'state' held this thread too: the two merged by id.
      current.messages = mergeMessages(thread.messages, current.messages);
      current.complete = current.complete || thread.complete;
      current.nextPage = Math.max(current.nextPage, thread.nextPage);
    }
    // Otherwise fetched while IndexedDB was read: the server's is newer, and is saved over it.
  }
  const snap = (snapshot(store) as TesseraState).threads;
  for (const id of held) threads.noteHeld(id, snap[id]!);
}

/**
 * The threads IndexedDB holds for the signed-in agent, into the store: resolves once they are in,
 * or after `waitMs` (they are then put in when read, unless the hub already connected). Signed
 * out, what IndexedDB holds belongs to nobody and goes.
 */
export function restoreThreads(waitMs: number = THREADS_WAIT_MS): Promise<void> {
  const session = store.session;
  if (!session) {
    threads.loaded();
    void threads.clear();
    return Promise.resolve();
  }
  const authorization = session.authorization;
  const reading = threads
    .load(session.user.id)
    .then((restored) => {
      applyRestoredThreads(restored, authorization);
      if (restored.dropped && store.session?.authorization === authorization) tellDropped(new Set(['messages']), store.preferences.language);
    })
    .catch((error: unknown) => logger.warn('[storage] could not restore the stored threads', error))
    .finally(() => {
      threads.loaded();
      planThreadsSave?.();
    });
  return Promise.race([reading, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}

/** How long a due save of the list or the threads may wait for the page to be idle. */
const IDLE_WAIT_MS = 250;

/** Runs `run` when the page is idle (within IDLE_WAIT_MS); at once where browsers cannot say. */
function whenIdle(run: () => void): (() => void) | undefined {
  if (typeof requestIdleCallback !== 'function') {
    run();
    return undefined;
  }
  const id = requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
  return () => cancelIdleCallback(id);
}

type Urgency = 'soon' | 'idle';

/** One save, planned once however many changes ask for it: soon (a timer) or in idle time. */
function planned(run: () => void, delayMs: number, soonMs: number) {
  let due: Urgency | undefined;
  let cancel: (() => void) | undefined;
  const fire = () => {
    due = undefined;
    cancel = undefined;
    run();
  };
  return {
    plan(urgency: Urgency) {
      if (due === 'soon' || due === urgency) return;
      cancel?.();
      due = urgency;
      if (urgency === 'soon') {
        const timer = setTimeout(fire, soonMs);
        cancel = () => clearTimeout(timer);
      } else {
        const timer = setTimeout(() => {
          cancel = whenIdle(fire);
        }, delayMs);
        cancel = () => clearTimeout(timer);
      }
    },
    /** Runs now what is due. */
    flush() {
      if (!due) return;
      cancel?.();
      fire();
    },
  };
}

/** Parts of the store the agent changes (a draft, a preference), saved soon; also the open conversation. */
const soonParts = ['drafts', 'preferences', 'session', 'company'] as const;

/**
 * Saves the store whenever it changes. The agent's own changes (drafts, the open conversation,
 * preferences) reach 'state' within `soonMs`; the conversation list and the threads, which the
 * hub changes in bursts, `delayMs` after the first change and then in the page's idle time
 * (waiting IDLE_WAIT_MS at most), so a save does not sit between a hub event and its render or
 * delay a key the agent types, and a burst of changes is one save. Only what changed is written
 * again (persistedJson.ts, threadStore.ts). When the page hides (a reload, a closed tab, another
 * tab in front), what is pending is saved at once. The returned unsubscribe saves what is pending.
 */
export function persistStore(delayMs = 250, soonMs = Math.min(100, delayMs)): () => void {
  const state = planned(saveState, delayMs, soonMs);
  const threadsSave = planned(saveThreads, delayMs, soonMs);
  const soon = () => state.plan('soon');
  // Each part the agent changes is watched on its own (a store-wide change cannot say which part
  // changed without valtio's ops, which cost every change); a part replaced whole is watched anew.
  const watching = new Map<(typeof soonParts)[number], { part: object | null; stop?: () => void }>();
  let selected = store.selectedConversationId;
  const watchSoonParts = (): boolean => {
    let replaced = false;
    for (const key of soonParts) {
      const part = store[key] as object | null;
      const watched = watching.get(key);
      if (watched && watched.part === part) continue;
      watched?.stop?.();
      watching.set(key, { part, ...(part ? { stop: subscribe(part, soon, true) } : {}) });
      replaced ||= watched !== undefined;
    }
    if (store.selectedConversationId !== selected) {
      selected = store.selectedConversationId;
      replaced = true;
    }
    return replaced;
  };
  watchSoonParts();
  // Notified in sync, so a change is never missed by an unsubscribe that follows it at once.
  const unsubscribe = subscribe(
    store,
    () => {
      threadsSave.plan('idle');
      state.plan(watchSoonParts() ? 'soon' : 'idle');
    },
    true,
  );
  const flush = () => {
    state.flush();
    threadsSave.flush();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const hasWindow = typeof addEventListener === 'function' && typeof document !== 'undefined';
  if (hasWindow) {
    addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
  }
  const planThreads = () => threadsSave.plan('idle');
  planThreadsSave = planThreads;
  return () => {
    unsubscribe();
    watching.forEach((watched) => watched.stop?.());
    if (hasWindow) {
      removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    }
    if (planThreadsSave === planThreads) planThreadsSave = undefined;
    flush();
  };
}

/**
 * A logout clears all state (spec 000 §3): 'state', the stored threads and the outbox; theme,
 * volume and the remembered e-mail stay. What the store holds now is taken as saved, so the
 * cleared state is not written back until the agent changes something (a preference).
 */
export function clearPersistedState(): void {
  removeItem(storageKeys.state);
  lastStateJson = persistedJson(snapshot(store) as TesseraState).json;
  legacyThreads = new Set();
  void threads.clear();
  clearStoredOutbox();
}

/** clearOutbox of core/conversations/outbox.ts, once that module is loaded (it says so itself). */
let clearLoadedOutbox: (() => Promise<void>) | undefined;

export function outboxLoaded(clear: () => Promise<void>): void {
  clearLoadedOutbox = clear;
}

/**
 * The outbox (its records, its sender) is the workspace's: the sign-in does not load it. A logout
 * empties it at once when it is loaded (its sender stops, its mirrors go in this task); before any
 * workspace loaded it, what a previous page left in storage goes once its code has loaded.
 */
function clearStoredOutbox(): void {
  if (clearLoadedOutbox) {
    void clearLoadedOutbox();
    return;
  }
  import(/* webpackChunkName: "outbox" */ '../conversations/outbox')
    .then((outbox) => outbox.clearOutbox())
    .catch((error: unknown) => logger.warn('[storage] could not clear the outbox', error));
}
