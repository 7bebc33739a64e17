import { afterEach, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { snapshot } from 'valtio';
import { setLogSink } from '../logger';
import { clearNotices, type Notice, type Notifier, toastQueue } from '../notify/notifier';
import { type Conversation, conversationSchema, type Message, messageSchema } from '../schemas';
import { clearSession } from '../session/clearSession';
import { restoreSession } from '../session/restore';
import { memoryRecordStore } from '../storage/recordStore';
import { conversationsLoaded, draftChanged, messageArrived, messagePageLoaded } from './conversations';
import { clearPersistedState, persistStore, readPersistedState, readRememberedEmail, readTheme, readVolume, restoreThreads, storageKeys, usePersistenceBackends } from './persistence';
import { CONVERSATION_BUDGET, DRAFT_CHARS, MESSAGE_BUDGET, STORED_MESSAGES } from './storageLimits';
import { createSaveNotices } from './storageNotices';
import { initialState, resetStore, store, type TesseraState } from './store';
import { createThreadStore } from './threadStore';

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp }))}.s`;
const validToken = () => jwt(Date.now() / 1000 + 600);

function signedInState(token: string): TesseraState {
  return {
    ...initialState(),
    session: {
      authorization: token,
      user: { id: '1', name: 'Ana', email: 'a@b.c', permissions_extra: {} },
      role: 'agent' as const,
      availabilities: [],
      features: [],
      permissionsExtra: {},
      profiles: [],
      roles: ['agent'],
    },
  };
}

const at = (second: number) => new Date(Date.now() - 3_600_000 + second * 1000).toISOString();
const conversation = (id: string, name = `Cliente ${id}`): Conversation =>
  conversationSchema.parse({
    conversationId: id,
    status: 'active',
    skillId: 'skl-sinistro-auto',
    channel: 'whatsapp',
    consumer: { id: `cns-${id}`, name },
    lastMessage: { sentTime: at(0), by: 'consumer', text: 'Oi' },
    slaLate: 300,
  });
/** A signed-in agent holding these conversations, as 'state' brings them back at start. */
const holding = (...ids: string[]): TesseraState => ({ ...signedInState(validToken()), conversations: Object.fromEntries(ids.map((id) => [id, conversation(id)])) });
const message = (id: string, second: number, text = `texto ${id}`): Message => messageSchema.parse({ _id: id, by: 'consumer', text, sentTime: at(second) });

/** A notifier that keeps what it was told. */
function told(): Notifier & { notices: Notice[] } {
  const notices: Notice[] = [];
  return {
    notices,
    toast: (notice) => String(notices.push(notice)),
    snackbar: (notice) => String(notices.push(notice)),
    close: () => undefined,
  };
}
const ids = (notices: readonly Notice[]) => notices.map((n) => (typeof n.text === 'string' ? n.text : n.text.id));
const shownToasts = () => toastQueue.visibleToasts.map(({ content }) => ({ id: typeof content.text === 'string' ? content.text : content.text.id, values: content.values }));

let records = memoryRecordStore();
let notifier = told();
const savedState = () => JSON.parse(localStorage.getItem(storageKeys.state) ?? 'null') as Record<string, unknown> | null;
const storedThread = (id: string) => JSON.parse(records.records.get(id) ?? 'null') as { complete: boolean; nextPage: number; messages: Message[]; owner: string } | null;
/** Lets the queued IndexedDB writes (memory here) settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Diagnostics the tests cause on purpose (a full storage, a dropped part): kept out of the output. */
const logged: string[] = [];
beforeEach(() => {
  logged.length = 0;
  setLogSink({ warn: (m) => logged.push(m), error: (m) => logged.push(m), info: (m) => logged.push(m) });
  localStorage.clear();
  clearNotices();
  resetStore();
  records = memoryRecordStore();
  notifier = told();
  const threads = createThreadStore(async () => records);
  threads.loaded();
  usePersistenceBackends({ threads, notices: createSaveNotices(notifier) });
});
/** Persisters a test started: stopped after it, whatever it asserted. */
const running: (() => void)[] = [];
function persist(delayMs: number, soonMs: number): () => void {
  const stop = persistStore(delayMs, soonMs);
  running.push(stop);
  return stop;
}
afterEach(() => {
  running.splice(0).forEach((stop) => stop());
  resetStore();
  setLogSink(undefined);
});

describe('what is stored where', () => {
  test("the session's small parts in 'state', theme and volume under their keys, each thread in its own record", async () => {
    resetStore(signedInState(validToken()));
    const stop = persist(0, 0);
    conversationsLoaded([conversation('c1'), conversation('c2')]);
    messagePageLoaded({ conversationId: 'c1', page: 1, messages: [message('m1', 1), message('m2', 2)] });
    store.preferences.theme = 'dark';
    store.preferences.volume = 40;
    store.drafts.c1 = 'olá';
    stop();
    await settled();
    const state = savedState()!;
    expect(Object.keys(state)).toEqual(['session', 'conversations', 'drafts', 'selectedConversationId', 'preferences', 'company']);
    expect(state.drafts).toEqual({ c1: 'olá' });
    expect(Object.keys(state.conversations as object)).toEqual(['c1', 'c2']);
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
    expect(localStorage.getItem(storageKeys.volume)).toBe('40');
    expect(readTheme()).toBe('dark');
    expect(readVolume()).toBe(40);
    expect(storedThread('c1')).toMatchObject({ owner: '1', complete: true, messages: [{ _id: 'm1' }, { _id: 'm2' }] });
  });

  test('a reload brings it all back: the session, the list, the draft and, once read, the threads', async () => {
    resetStore(signedInState(validToken()));
    const stop = persist(0, 0);
    conversationsLoaded([conversation('c1')]);
    messagePageLoaded({ conversationId: 'c1', page: 1, messages: [message('m1', 1)] });
    draftChanged({ conversationId: 'c1', text: 'Um momento' });
    stop();
    await settled();

    resetStore();
    const threads = createThreadStore(async () => records);
    usePersistenceBackends({ threads });
    expect(restoreSession()).toBe(true);
    expect(store.drafts.c1).toBe('Um momento');
    expect(store.conversations.c1?.consumer.name).toBe('Cliente c1');
    await restoreThreads();
    expect(store.threads.c1).toMatchObject({ complete: true, status: 'success' });
    expect(store.threads.c1?.messages.map((m) => m._id)).toEqual(['m1']);
    expect(shownToasts()).toEqual([]);
  });
});

describe('saving promptly, and all of it when the page hides', () => {
  test('a draft reaches storage within the short delay, without waiting for the page to be idle', () => {
    rs.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const scope = globalThis as { requestIdleCallback?: unknown };
    scope.requestIdleCallback = () => 1;
    const stop = persist(250, 100);
    try {
      draftChanged({ conversationId: 'c1', text: 'Rascunho' });
      expect(savedState()).toBeNull();
      rs.advanceTimersByTime(100);
      expect((savedState()?.drafts as Record<string, string>).c1).toBe('Rascunho');
    } finally {
      stop();
      delete scope.requestIdleCallback;
      rs.useRealTimers();
    }
  });

  test.each(['pagehide', 'visibilitychange'])('%s saves what is pending at once: a draft typed and the page reloaded comes back', async (event) => {
    resetStore(signedInState(validToken()));
    const stop = persist(250, 100);
    try {
      conversationsLoaded([conversation('c1')]);
      messageArrived({ conversationId: 'c1', message: message('m1', 1), at: 0 });
      draftChanged({ conversationId: 'c1', text: 'Já te respondo' });
      expect(savedState()).toBeNull();
      if (event === 'pagehide') dispatchEvent(new Event('pagehide'));
      else {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }
      // In the same task: nothing waited for a timer.
      expect((savedState()?.drafts as Record<string, string>).c1).toBe('Já te respondo');
      await settled();
      expect(storedThread('c1')?.messages.map((m) => m._id)).toEqual(['m1']);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
      stop();
    }
  });
});

describe('saving under a burst', () => {
  /** The page's idle callbacks, run when the test says the page is idle. */
  function idleTime() {
    const waiting: (() => void)[] = [];
    const scope = globalThis as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
    scope.requestIdleCallback = (run: () => void) => waiting.push(run);
    scope.cancelIdleCallback = () => undefined;
    return {
      get waiting() {
        return waiting.length;
      },
      pass: () => waiting.splice(0).forEach((run) => run()),
      restore: () => {
        delete scope.requestIdleCallback;
        delete scope.cancelIdleCallback;
      },
    };
  }

  test('hundreds of hub changes are one save, after the delay and in idle time, never in the changes\u2019 own task', () => {
    resetStore(signedInState(validToken()));
    conversationsLoaded(Array.from({ length: 30 }, (_, i) => conversation(`c${i}`)));
    rs.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const idle = idleTime();
    const stop = persist(250, 100);
    try {
      for (let i = 0; i < 300; i++) messageArrived({ conversationId: `c${i % 30}`, message: message(`m${i}`, i), at: 0 });
      rs.advanceTimersByTime(249);
      expect(savedState()).toBeNull();
      rs.advanceTimersByTime(1);
      // Due, but the page is busy: it waits for idle time (the list and the threads, one wait each).
      expect(savedState()).toBeNull();
      expect(idle.waiting).toBe(2);
      idle.pass();
      expect((savedState()?.conversations as Record<string, Conversation>).c29?.lastMessage?.text).toBe('texto m299');
      expect(idle.waiting).toBe(0);
    } finally {
      stop();
      idle.restore();
      rs.useRealTimers();
    }
  });
});

describe('limits: one conversation never stops the others from saving', () => {
  test('a 3 MB message: the other conversations and drafts keep saving, the agent is told once, and the thread comes back incomplete', async () => {
    resetStore(signedInState(validToken()));
    const stop = persist(0, 0);
    conversationsLoaded([conversation('hostile', 'Hostil'), conversation('c2')]);
    messagePageLoaded({ conversationId: 'hostile', page: 1, messages: [message('h1', 1), message('h2', 2)] });
    messageArrived({ conversationId: 'hostile', message: message('big', 3, 'x'.repeat(3_000_000)), at: 0 });
    messageArrived({ conversationId: 'hostile', message: message('h4', 4), at: 0 });
    stop();
    await settled();

    // Saving goes on, for this conversation (what fits) and every other.
    const again = persist(0, 0);
    messageArrived({ conversationId: 'c2', message: message('m1', 5), at: 0 });
    draftChanged({ conversationId: 'c2', text: 'Continua salvando' });
    messageArrived({ conversationId: 'hostile', message: message('h5', 6), at: 0 });
    again();
    await settled();
    expect(storedThread('c2')?.messages.map((m) => m._id)).toEqual(['m1']);
    expect((savedState()?.drafts as Record<string, string>).c2).toBe('Continua salvando');
    expect(storedThread('hostile')).toMatchObject({ complete: false, nextPage: 1 });
    expect(storedThread('hostile')?.messages.map((m) => m._id)).toEqual(['h4', 'h5']);
    expect(records.records.get('hostile')!.length).toBeLessThan(MESSAGE_BUDGET);
    // The list's preview of the message is cut, the conversation kept.
    expect(((savedState()?.conversations as Record<string, Conversation>).hostile?.lastMessage?.text ?? '').length).toBeLessThan(3_000);
    // Told once, by name, for the whole episode: not on every save.
    expect(notifier.notices).toEqual([{ tone: 'warning', text: { id: 'storage.tooLarge' }, values: { name: 'Hostil' } }]);

    // After a reload the thread knows it is not complete: "load older" fetches from page 1.
    resetStore(holding('hostile', 'c2'));
    usePersistenceBackends({ threads: createThreadStore(async () => records) });
    await restoreThreads();
    expect(store.threads.hostile).toMatchObject({ complete: false, nextPage: 1, status: 'success' });
    expect(store.threads.hostile?.messages.map((m) => m._id)).toEqual(['h4', 'h5']);
  });

  test('a thread longer than the limit keeps its newest messages and pages on from where they end', async () => {
    resetStore(signedInState(validToken()));
    const stop = persist(0, 0);
    conversationsLoaded([conversation('c1')]);
    for (let page = 1; page <= 12; page++) {
      const messages = Array.from({ length: 15 }, (_, i) => message(`m${page}-${i}`, 10_000 - page * 15 + i));
      messagePageLoaded({ conversationId: 'c1', page, messages });
    }
    stop();
    await settled();
    const stored = storedThread('c1')!;
    expect(stored.messages).toHaveLength(STORED_MESSAGES);
    expect(stored).toMatchObject({ complete: false, nextPage: STORED_MESSAGES / 15 + 1 });
    expect(stored.messages.at(-1)?._id).toBe('m1-14');
    expect(notifier.notices).toEqual([]);
  });

  test('a conversation too large to store is left out and a draft too long cut, each named once; the rest is saved', () => {
    resetStore(signedInState(validToken()));
    const stop = persist(0, 0);
    conversationsLoaded([conversation('c1'), { ...conversation('c2', 'Grande'), chatInfo: { blob: 'y'.repeat(CONVERSATION_BUDGET) } }]);
    draftChanged({ conversationId: 'c1', text: 'r'.repeat(DRAFT_CHARS + 1) });
    dispatchEvent(new Event('pagehide'));
    draftChanged({ conversationId: 'c1', text: 's'.repeat(DRAFT_CHARS + 1) });
    stop();
    expect(Object.keys(savedState()!.conversations as object)).toEqual(['c1']);
    expect((savedState()!.drafts as Record<string, string>).c1).toBe('s'.repeat(DRAFT_CHARS));
    expect(notifier.notices).toEqual([
      { tone: 'warning', text: { id: 'storage.draftTooLong' }, values: { name: 'Cliente c1', max: DRAFT_CHARS } },
      { tone: 'warning', text: { id: 'storage.tooLarge' }, values: { name: 'Grande' } },
    ]);
  });

  test('a full localStorage is told once per episode, not on every save', () => {
    resetStore(signedInState(validToken()));
    const setItem = localStorage.setItem.bind(localStorage);
    let full = true;
    const fill = (value: Storage['setItem']) => Object.defineProperty(localStorage, 'setItem', { value, configurable: true, writable: true });
    fill((key, value) => {
      if (full && key === storageKeys.state) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem(key, value);
    });
    const stop = persist(0, 0);
    try {
      for (let i = 0; i < 5; i++) {
        draftChanged({ conversationId: 'c1', text: `rascunho ${i}` });
        dispatchEvent(new Event('pagehide'));
      }
      expect(ids(notifier.notices)).toEqual(['storage.saveFailed']);
      // Space again: saved, and the next failure is a new episode.
      full = false;
      draftChanged({ conversationId: 'c1', text: 'salvo' });
      dispatchEvent(new Event('pagehide'));
      expect((savedState()?.drafts as Record<string, string>).c1).toBe('salvo');
      full = true;
      draftChanged({ conversationId: 'c1', text: 'cheio outra vez' });
      dispatchEvent(new Event('pagehide'));
      expect(ids(notifier.notices)).toEqual(['storage.saveFailed', 'storage.saveFailed']);
    } finally {
      stop();
      fill(setItem);
    }
  });

  test('threads IndexedDB refuses are told once, and written again by the next save that goes through', async () => {
    resetStore(signedInState(validToken()));
    let refuse = true;
    const failing = { ...records, write: (puts: ReadonlyMap<string, string>, deletes: readonly string[]) => (refuse ? Promise.reject(new DOMException('full', 'QuotaExceededError')) : records.write(puts, deletes)) };
    const threads = createThreadStore(async () => failing);
    threads.loaded();
    usePersistenceBackends({ threads });
    const stop = persist(0, 0);
    conversationsLoaded([conversation('c1'), conversation('c2')]);
    messageArrived({ conversationId: 'c1', message: message('m1', 1), at: 0 });
    dispatchEvent(new Event('pagehide'));
    await settled();
    messageArrived({ conversationId: 'c2', message: message('m2', 2), at: 0 });
    dispatchEvent(new Event('pagehide'));
    await settled();
    expect(ids(notifier.notices)).toEqual(['storage.threadsNotSaved']);
    refuse = false;
    messageArrived({ conversationId: 'c2', message: message('m3', 3), at: 0 });
    stop();
    await settled();
    expect(storedThread('c1')?.messages.map((m) => m._id)).toEqual(['m1']);
    expect(storedThread('c2')?.messages.map((m) => m._id)).toEqual(['m2', 'm3']);
  });
});

describe('threads read at start', () => {
  async function storeThreads(owner = '1') {
    resetStore({ ...signedInState(validToken()), session: { ...signedInState(validToken()).session!, user: { id: owner, name: 'X', email: 'x@y.z', permissions_extra: {} } } });
    const stop = persist(0, 0);
    conversationsLoaded([conversation('c1'), conversation('c2')]);
    messagePageLoaded({ conversationId: 'c1', page: 1, messages: [message('m1', 1)] });
    messagePageLoaded({ conversationId: 'c2', page: 1, messages: [message('m2', 2)] });
    stop();
    await settled();
  }

  test('a thread fetched while IndexedDB was read is kept (the server is newer), the others put in, nothing fetched twice', async () => {
    await storeThreads();
    resetStore(holding('c1', 'c2'));
    let release!: () => void;
    const slow = { ...records, loadAll: () => new Promise<Map<string, string>>((resolve) => (release = () => resolve(records.loadAll()))) };
    usePersistenceBackends({ threads: createThreadStore(async () => slow) });
    const stop = persist(0, 0);
    const restoring = restoreThreads(5);
    await restoring;
    // The first screen did not wait longer: the open conversation fetched its page meanwhile.
    messagePageLoaded({ conversationId: 'c1', page: 1, messages: [message('m1', 1), message('m9', 9)] });
    release();
    await settled();
    await settled();
    expect(store.threads.c1?.messages.map((m) => m._id)).toEqual(['m1', 'm9']);
    expect(store.threads.c2?.messages.map((m) => m._id)).toEqual(['m2']);
    stop();
    await settled();
    expect(storedThread('c1')?.messages.map((m) => m._id)).toEqual(['m1', 'm9']);
  });

  test('read after the hub connected, they are not put in (the catch-up has run): opening one fetches it', async () => {
    await storeThreads();
    resetStore(holding('c1', 'c2'));
    let release!: () => void;
    const slow = { ...records, loadAll: () => new Promise<Map<string, string>>((resolve) => (release = () => resolve(records.loadAll()))) };
    usePersistenceBackends({ threads: createThreadStore(async () => slow) });
    await restoreThreads(5);
    store.connection.status = 'connected';
    release();
    await settled();
    expect(store.threads.c2).toBeUndefined();
  });

  test('the thread of a conversation the agent no longer holds stays out, and its record goes', async () => {
    await storeThreads();
    resetStore(holding('c1'));
    usePersistenceBackends({ threads: createThreadStore(async () => records) });
    const stop = persist(0, 0);
    await restoreThreads();
    expect(Object.keys(store.threads)).toEqual(['c1']);
    stop();
    await settled();
    expect([...records.records.keys()]).toEqual(['c1']);
    expect(shownToasts()).toEqual([]);
  });

  test("another agent's records and unreadable ones are dropped with a notice; signed out, they all go", async () => {
    await storeThreads('someone-else');
    records.records.set('c3', '{"v":1,"owner":"1","messages":"muitas"');
    resetStore(holding('c1', 'c2', 'c3'));
    usePersistenceBackends({ threads: createThreadStore(async () => records) });
    await restoreThreads();
    expect(Object.keys(store.threads)).toEqual([]);
    expect(shownToasts()).toEqual([{ id: 'storage.dropped', values: { parts: 'mensagens' } }]);
    const stop = persist(0, 0);
    messageArrived({ conversationId: 'c1', message: message('m5', 5), at: 0 });
    stop();
    await settled();
    expect([...records.records.keys()]).toEqual(['c1']);

    resetStore();
    usePersistenceBackends({ threads: createThreadStore(async () => records) });
    await restoreThreads();
    await settled();
    expect(records.records.size).toBe(0);
  });

  test("a previous version's threads in 'state' are merged with IndexedDB's by id and moved there", async () => {
    await storeThreads();
    const state = { ...savedState(), threads: { c1: { messages: [message('old', 0)], nextPage: 2, complete: true, status: 'success' } } };
    localStorage.setItem(storageKeys.state, JSON.stringify(state));
    resetStore();
    usePersistenceBackends({ threads: createThreadStore(async () => records) });
    expect(restoreSession()).toBe(true);
    expect(savedState()?.threads).toBeUndefined();
    const stop = persist(0, 0);
    await restoreThreads();
    expect(store.threads.c1?.messages.map((m) => m._id)).toEqual(['old', 'm1']);
    stop();
    await settled();
    await settled();
    expect(storedThread('c1')?.messages.map((m) => m._id)).toEqual(['old', 'm1']);
  });
});

describe('stored state that cannot be used', () => {
  test('a session without user: the sign-in (never a crash), a notice naming it, the preferences kept and written back', () => {
    const broken = signedInState(validToken()) as unknown as { session: Record<string, unknown>; preferences: Record<string, unknown> };
    delete broken.session.user;
    broken.preferences.language = 'en';
    localStorage.setItem(storageKeys.state, JSON.stringify(broken));
    records.records.set('c1', '{}');
    expect(restoreSession()).toBe(false);
    expect(store.session).toBeNull();
    expect(store.preferences.language).toBe('en');
    expect(shownToasts()).toEqual([{ id: 'storage.droppedSession', values: { parts: 'the session' } }]);
    expect(savedState()).toMatchObject({ session: null, preferences: { language: 'en' } });
  });

  test('garbage in a part keeps the rest: the session stays, the part is dropped and named, the state written again clean', () => {
    const state = { ...signedInState(validToken()), conversations: { c1: conversation('c1'), c2: { conversationId: 'c2' } }, drafts: { c1: 'oi' }, selectedConversationId: { id: 'c1' } };
    localStorage.setItem(storageKeys.state, JSON.stringify(state));
    localStorage.setItem(storageKeys.volume, '1e309');
    localStorage.setItem(storageKeys.rememberMe, JSON.stringify({ email: ['a@b.c'] }));
    expect(restoreSession()).toBe(true);
    expect(Object.keys(store.conversations)).toEqual(['c1']);
    expect(store.drafts.c1).toBe('oi');
    expect(store.preferences.volume).toBe(100);
    expect(shownToasts()).toEqual([{ id: 'storage.dropped', values: { parts: 'conversas, a conversa aberta, o volume e o e-mail lembrado' } }]);
    expect(Object.keys(savedState()!.conversations as object)).toEqual(['c1']);
    expect(localStorage.getItem(storageKeys.volume)).toBe('100');
    expect(localStorage.getItem(storageKeys.rememberMe)).toBeNull();
    expect(readRememberedEmail()).toBeUndefined();
    // Read again, nothing more to say.
    expect(readPersistedState().dropped.size).toBe(0);
  });

  test('a stored session with an expired token is logged out and cleared at start, quietly', () => {
    localStorage.setItem(storageKeys.state, JSON.stringify(signedInState(jwt(Date.now() / 1000 - 60))));
    expect(restoreSession()).toBe(false);
    expect(store.session).toBeNull();
    expect(localStorage.getItem(storageKeys.state)).toBeNull();
    expect(shownToasts()).toEqual([]);
  });
});

describe('a logout', () => {
  test('clears all state, localStorage and IndexedDB alike, keeps the preferences, and nothing writes it back', async () => {
    resetStore(signedInState(validToken()));
    const stop = persist(0, 0);
    conversationsLoaded([conversation('c1')]);
    messageArrived({ conversationId: 'c1', message: message('m1', 1), at: 0 });
    store.preferences.language = 'en';
    draftChanged({ conversationId: 'c1', text: 'x' });
    dispatchEvent(new Event('pagehide'));
    await settled();
    expect(records.records.size).toBe(1);
    clearSession();
    dispatchEvent(new Event('pagehide'));
    await settled();
    expect(store.session).toBeNull();
    expect(store.drafts).toEqual({});
    expect(store.preferences.language).toBe('en');
    expect(localStorage.getItem(storageKeys.state)).toBeNull();
    expect(records.records.size).toBe(0);
    // A preference changed afterwards is kept, without the session.
    store.preferences.msgHotkey = 'Enter';
    stop();
    expect(savedState()).toMatchObject({ session: null, preferences: { language: 'en', msgHotkey: 'Enter' } });
  });

  test('forced by a supervisor: a window still open never writes the state back', async () => {
    resetStore(signedInState(validToken()));
    const stop = persist(0, 0);
    conversationsLoaded([conversation('c1')]);
    dispatchEvent(new Event('pagehide'));
    await settled();
    // What every window does on a supervisor's logout (core/session/sessionEnd.ts): state cleared, the flag up.
    clearPersistedState();
    store.connection.logoutByManager = true;
    await settled();
    expect(localStorage.getItem(storageKeys.state)).toBeNull();
    expect(records.records.size).toBe(0);
    // The workspace is still on screen behind the dialog, and keeps changing.
    messageArrived({ conversationId: 'c1', message: message('m1', 1), at: 0 });
    draftChanged({ conversationId: 'c1', text: 'depois' });
    stop();
    await settled();
    expect(localStorage.getItem(storageKeys.state)).toBeNull();
    expect(records.records.size).toBe(0);
    expect(snapshot(store).connection.logoutByManager).toBe(true);
  });
});
