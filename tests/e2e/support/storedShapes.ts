import type { Page } from 'playwright-core';

/**
 * Stored-state shapes (DESIGN §4): what a previous version, another app on the same origin, a
 * full disk or a hand in the devtools may leave in storage. Each shape starts from the state a
 * real signed-in session saved (`saved`, with a live token, an open conversation and its thread)
 * and breaks one thing.
 *
 * Where the app keeps what (core/state/persistence.ts): localStorage 'state' (the session, the
 * list, drafts, the open conversation, preferences, the company's plugins), 'appTheme', 'volume',
 * 'rememberMe', and each conversation's thread in IndexedDB ('tessera-threads', one record per
 * conversation). `Saved` joins them: `threads` are the records, read back as objects.
 *
 * `garbage`: the shape holds something the app must not accept; it is dropped with a notice.
 * Shapes without it are odd but acceptable: the app may keep them, quietly.
 */
export type Storage = {
  state?: string | null;
  appTheme?: string | null;
  volume?: string | null;
  rememberMe?: string | null;
  /** The thread records of IndexedDB, by conversation id (JSON text); null: none. */
  threads?: Record<string, string> | null;
};
export type Saved = Record<string, unknown> & {
  session: Record<string, unknown> & { user: Record<string, unknown>; features: unknown[] };
  conversations: Record<string, Record<string, unknown>>;
  threads: Record<string, Record<string, unknown>>;
  drafts: Record<string, string>;
  selectedConversationId: string | null;
  preferences: Record<string, unknown>;
  company: Record<string, unknown>;
};
export type Shape = { name: string; garbage: boolean; storage: (saved: Saved) => Storage };

/** The IndexedDB database of the threads, and its one object store (core/state/threadStore.ts, core/storage/recordStore.ts). */
export const THREADS_DATABASE = 'tessera-threads';

/** What the app stored, as one object: 'state' with the threads of IndexedDB in `threads` (read in a page of the app's origin). */
export async function readSaved(page: Page): Promise<Saved | undefined> {
  return page.evaluate(async (database) => {
    const raw = localStorage.getItem('state');
    if (!raw) return undefined;
    const state = JSON.parse(raw) as Record<string, unknown>;
    const records = await new Promise<Record<string, string>>((resolve, reject) => {
      const open = indexedDB.open(database, 1);
      open.onupgradeneeded = () => open.result.createObjectStore('records');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const store = db.transaction('records', 'readonly').objectStore('records');
        const keys = store.getAllKeys();
        const values = store.getAll();
        values.onsuccess = () => {
          db.close();
          resolve(Object.fromEntries(keys.result.map((key, i) => [String(key), String(values.result[i])])));
        };
        values.onerror = () => reject(values.error);
      };
    });
    // As the store holds them: without the record's own fields (put back by writeStorage).
    const threads = Object.fromEntries(
      Object.entries(records).map(([id, json]) => {
        const { v: _v, owner: _owner, ...thread } = JSON.parse(json) as Record<string, unknown>;
        return [id, thread];
      }),
    );
    return { ...state, threads } as Saved;
  }, THREADS_DATABASE);
}

/** The conversations whose thread IndexedDB holds, sorted. */
export async function storedThreadIds(page: Page): Promise<string[]> {
  return page.evaluate(
    (database) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(database, 1);
        open.onupgradeneeded = () => open.result.createObjectStore('records');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const keys = db.transaction('records', 'readonly').objectStore('records').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String).sort());
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
    THREADS_DATABASE,
  );
}

/**
 * Adds `messages` to the thread IndexedDB holds for `conversationId` (kept in time order), from a
 * page of the app's origin while the app is not running: what the app shows as it starts.
 */
export async function appendToStoredThread(page: Page, conversationId: string, messages: readonly Record<string, unknown>[]): Promise<void> {
  await page.evaluate(
    ({ database, cid, added }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(database, 1);
        open.onupgradeneeded = () => open.result.createObjectStore('records');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('records', 'readwrite');
          const store = tx.objectStore('records');
          const read = store.get(cid);
          read.onsuccess = () => {
            if (typeof read.result !== 'string') {
              tx.abort();
              reject(new Error(`no stored thread for ${cid}`));
              return;
            }
            const record = JSON.parse(read.result) as { messages: Record<string, unknown>[] };
            record.messages = [...record.messages, ...added].sort((a, b) => Date.parse(String(a.sentTime)) - Date.parse(String(b.sentTime)));
            store.put(JSON.stringify(record), cid);
          };
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { database: THREADS_DATABASE, cid: conversationId, added: messages },
  );
}

/** Writes `storage` from a page of the app's origin (the app not running): localStorage keys, and the thread records replaced whole. */
export async function writeStorage(page: Page, storage: Storage): Promise<void> {
  const { threads, ...keys } = storage;
  await page.evaluate(
    async ({ entries, threads, database }) => {
      for (const [key, value] of entries) {
        if (value === null || value === undefined) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      }
      if (threads === undefined) return;
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(database, 1);
        open.onupgradeneeded = () => open.result.createObjectStore('records');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          // Queued after any write the app left on its way out: IndexedDB runs them in order.
          const tx = db.transaction('records', 'readwrite');
          const store = tx.objectStore('records');
          store.clear();
          for (const [id, json] of Object.entries(threads ?? {})) store.put(json, id);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      });
    },
    { entries: Object.entries(keys), threads, database: THREADS_DATABASE },
  );
}

const json = (value: unknown) => JSON.stringify(value);
const copy = (saved: Saved): Saved => JSON.parse(JSON.stringify(saved)) as Saved;

/** `saved` as storage: 'state' without the threads, each thread a record of its owner. */
function asStorage(saved: Saved, owner: unknown): Storage {
  const { threads, ...state } = saved;
  return { state: json(state), threads: Object.fromEntries(Object.entries(threads).map(([id, thread]) => [id, json({ v: 1, owner, ...thread })])) };
}

/** The whole of what `saved` holds, as it was saved. */
export const storageOf = (saved: Saved): Storage => asStorage(saved, saved.session.user.id);

/** The saved state with one change made to a copy. */
const changed = (saved: Saved, change: (s: Saved) => void): Storage => {
  const s = copy(saved);
  change(s);
  return asStorage(s, saved.session.user.id);
};
/** 'state' as this version writes it: no threads in it. */
const withoutThreads = ({ threads: _, ...state }: Saved) => state;
const openId = (s: Saved) => s.selectedConversationId ?? Object.keys(s.conversations)[0]!;

function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

export const shapes: Shape[] = [
  { name: 'state is not JSON', garbage: true, storage: () => ({ state: '{"session":{"authorization":"demo.' }) },
  { name: 'state is JSON null', garbage: true, storage: () => ({ state: 'null' }) },
  { name: 'state is an array', garbage: true, storage: (saved) => ({ state: json([saved, saved]) }) },
  { name: 'state is a number', garbage: true, storage: () => ({ state: '42' }) },
  { name: 'state is a JSON string', garbage: true, storage: (saved) => ({ state: json(json(saved)) }) },
  {
    name: 'session without user',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        delete (s.session as Record<string, unknown>).user;
      }),
  },
  {
    name: 'session.user is a string',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        (s.session as Record<string, unknown>).user = 'Ana Souza';
      }),
  },
  {
    name: 'session.authorization is a number',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        s.session.authorization = 1001;
      }),
  },
  {
    name: 'features is a string',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        (s.session as Record<string, unknown>).features = 'all';
      }),
  },
  {
    name: 'features hold garbage',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        s.session.features = [null, 7, { name: 5, active: 'yes', config: { list: 'CPF' } }, { name: 'Insight', active: true, config: { list: [null, { regex: {} }] } }];
      }),
  },
  {
    name: 'conversations is an array',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        (s as Record<string, unknown>).conversations = Object.values(s.conversations);
      }),
  },
  {
    name: "conversations keyed '__proto__' and 'constructor'",
    garbage: true,
    // Written by hand: JSON.stringify of an object literal would not keep a '__proto__' key.
    storage: (saved) => {
      const s = copy(saved);
      const one = json(Object.values(s.conversations)[0]);
      const text = json({ ...withoutThreads(s), conversations: {} }).replace('"conversations":{}', `"conversations":{"__proto__":${one},"constructor":${one},"toString":{"polluted":true}}`);
      return { state: text };
    },
  },
  {
    name: 'a conversation without consumer, status or dates',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        const id = openId(s);
        s.conversations[id] = { conversationId: id };
      }),
  },
  {
    name: 'dates that are not dates',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        for (const c of Object.values(s.conversations)) {
          c.start = 'ontem';
          c.assignedTime = { at: 'hoje' };
          c.statusTriggers = { overdue: 'nunca', inactive: 8.64e15 * 10 };
          c.lastMessage = { sentTime: '+275760-09-13T00:00:00.000Z', by: 'consumer', text: 42 };
        }
      }),
  },
  {
    name: 'a thread whose messages are not a list',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        s.threads[openId(s)] = { ...(s.threads[openId(s)] ?? {}), messages: 'muitas', nextPage: 'dois', status: 'success', complete: true };
      }),
  },
  {
    name: 'a thread of garbage messages',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        s.threads[openId(s)] = { messages: [null, 42, 'oi', { _id: {}, by: 'hacker', text: { html: '<b>x</b>' }, sentTime: 'agora', files: 'x', status: null }], nextPage: 2, complete: false, status: 'success' };
      }),
  },
  {
    name: 'threads keyed by conversations that do not exist',
    garbage: false,
    storage: (saved) =>
      changed(saved, (s) => {
        s.threads['conversa-que-nao-existe'] = { messages: [], nextPage: 1, complete: false, status: 'idle' };
      }),
  },
  {
    name: 'a stored thread that is not JSON',
    garbage: true,
    storage: (saved) => ({ threads: { ...storageOf(saved).threads, [openId(saved)]: '{"v":1,"owner":' } }),
  },
  {
    name: "another agent's stored thread",
    garbage: true,
    storage: (saved) => ({ threads: { ...storageOf(saved).threads, [openId(saved)]: json({ ...saved.threads[openId(saved)], v: 1, owner: 'outro-agente' }) } }),
  },
  {
    // Beyond what the app stores for one message: dropped with what is older, the thread fetched again.
    name: 'a stored thread holding a 3 MB message',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        const thread = s.threads[openId(s)]!;
        const messages = thread.messages as Record<string, unknown>[];
        messages.push({ ...messages.at(-1)!, _id: 'mensagem-gigante', text: 'x'.repeat(3_000_000) });
      }),
  },
  {
    // A previous version kept the threads in 'state': taken, and moved to IndexedDB.
    name: "a previous version's state, threads inside it",
    garbage: false,
    storage: (saved) => ({ state: json(saved), threads: null }),
  },
  {
    name: "a previous version's state with a garbage thread",
    garbage: true,
    storage: (saved) => {
      const s = copy(saved);
      s.threads[openId(s)] = { messages: [null, { _id: 7 }], nextPage: 'um', complete: 'sim', status: 'success' };
      return { state: json(s), threads: null };
    },
  },
  {
    name: 'a 1 MB selectedConversationId',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        s.selectedConversationId = 'x'.repeat(1_000_000);
      }),
  },
  {
    // Beyond any limit a draft may have: dropped (or cut) with a notice, never a start that takes seconds.
    name: 'a 2 MB draft',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        s.drafts = { ...s.drafts, [openId(s)]: 'rascunho '.repeat(230_000) };
      }),
  },
  {
    name: 'selectedConversationId points nowhere',
    garbage: false,
    storage: (saved) =>
      changed(saved, (s) => {
        s.selectedConversationId = 'conversa-que-nao-existe';
      }),
  },
  {
    name: 'selectedConversationId is an object',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        (s as Record<string, unknown>).selectedConversationId = { id: openId(s) };
      }),
  },
  {
    name: "preferences.language is 'xx'",
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        s.preferences.language = 'xx';
      }),
  },
  {
    name: 'preferences is a string',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        (s as Record<string, unknown>).preferences = 'dark';
      }),
  },
  {
    name: 'preferences hold garbage values',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        s.preferences = { ...s.preferences, msgHotkey: 'Alt+F4', volume: 'alto', sidebarCollapsed: 'talvez', theme: { name: 'dark' } };
      }),
  },
  {
    name: 'preferences nested 5,000 levels deep',
    garbage: true,
    storage: (saved) => {
      const s = copy(saved);
      return { state: json({ ...withoutThreads(s), preferences: {} }).replace('"preferences":{}', `"preferences":${nested(5_000)}`) };
    },
  },
  {
    name: 'company is garbage',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        s.company = { loaded: 'sim', plugins: [{ id: 'insight', enabled: 'yes' }], config: null };
      }),
  },
  { name: 'appTheme is garbage', garbage: true, storage: () => ({ appTheme: `"><img src=x onerror=alert(1)> dark` }) },
  { name: "volume is 'abc'", garbage: true, storage: () => ({ volume: 'abc' }) },
  { name: "volume is '1e309'", garbage: true, storage: () => ({ volume: '1e309' }) },
  // The remembered e-mail is read by the sign-in page: no session, so that page is what starts.
  { name: 'rememberMe is not an e-mail (signed out)', garbage: true, storage: () => ({ state: null, rememberMe: json({ email: ['agente@tessera.demo'] }) }) },
  { name: 'rememberMe is 200 KB (signed out)', garbage: true, storage: () => ({ state: null, rememberMe: `${'a'.repeat(200_000)}@tessera.demo` }) },
];
