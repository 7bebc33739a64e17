import { logger } from '../logger';
import type { KeyedRecordStore } from '../storage/recordStore';
import { limitThread } from './storageLimits';
import type { Thread } from './store';
import { parseStoredThread } from './storedState';

/**
 * Threads kept across a reload, one IndexedDB record per conversation (DESIGN §4: persist per
 * conversation, with limits): a save writes only the threads that changed, each held to its
 * limits (storageLimits.ts), so no one conversation can stop the others from saving, and the
 * page never waits for it. A record is `{ v, owner, complete, nextPage, messages }`: `owner` is the
 * agent's user id, so a record another agent left is never shown.
 */
export const THREADS_DATABASE = 'tessera-threads';
const VERSION = 1;

export interface RestoredThreads {
  threads: Map<string, Thread>;
  /** Some record was not readable, or some of its messages: they were dropped. */
  dropped: boolean;
}

export interface ThreadSave {
  /** Settles once IndexedDB holds the save: true, or false when it failed (the threads are saved again next time). */
  done: Promise<boolean>;
}

export interface ThreadStore {
  /** Every stored thread of `owner`. Saving waits for `loaded()`: nothing is overwritten or deleted unread. */
  load(owner: string): Promise<RestoredThreads>;
  /** Reading is over (or skipped): saving may begin. */
  loaded(): void;
  readonly isLoaded: boolean;
  /** `thread` (a snapshot) is what storage holds for `id`: not written again until it changes. */
  noteHeld(id: string, thread: Thread): void;
  /**
   * Writes the threads that changed since the last save and deletes those that left; undefined
   * before `loaded()`. The write is queued at once (a page hiding still gets it out).
   */
  save(threads: Readonly<Record<string, Thread>>, owner: string): ThreadSave | undefined;
  /** Conversations whose thread holds a message too large to store (left out, with what is older). */
  readonly tooLarge: ReadonlySet<string>;
  /** A logout: every record goes, after the writes already queued. */
  clear(): Promise<void>;
}

/** IndexedDB's THREADS_DATABASE; its code (recordStore.ts) loads when a thread is first read or saved, not with the sign-in. */
function openThreadsDatabase(): Promise<KeyedRecordStore | undefined> {
  return import('../storage/recordStore').then((records) => records.indexedDbRecordStore(THREADS_DATABASE));
}

/** A thread store over `open` (IndexedDB's THREADS_DATABASE by default); a missing database saves nothing, quietly. */
export function createThreadStore(open: () => Promise<KeyedRecordStore | undefined> = openThreadsDatabase): ThreadStore {
  let opening: Promise<KeyedRecordStore | undefined> | undefined;
  const records = () => (opening ??= open().catch(() => undefined));
  /** The thread (snapshot) each record holds, as far as this window knows. */
  const held = new Map<string, Thread | undefined>();
  const tooLarge = new Set<string>();
  let isLoaded = false;
  let missingSaid = false;

  return {
    async load(owner) {
      const threads = new Map<string, Thread>();
      let dropped = false;
      const db = await records();
      if (!db) return { threads, dropped };
      let all: Map<string, string>;
      try {
        all = await db.loadAll();
      } catch (error) {
        logger.warn('[storage] could not read the stored threads', error);
        return { threads, dropped };
      }
      for (const [id, json] of all) {
        // Known to be there: deleted by the next save unless the thread is still held.
        if (!held.has(id)) held.set(id, undefined);
        let record: unknown;
        try {
          record = JSON.parse(json);
        } catch {
          record = undefined;
        }
        const ours = typeof record === 'object' && record !== null && (record as { v?: unknown }).v === VERSION && (record as { owner?: unknown }).owner === owner;
        const read = ours ? parseStoredThread(record) : undefined;
        if (read) threads.set(id, read.thread);
        if (!read || read.dropped) {
          dropped = true;
          logger.warn(`[storage] the stored thread of ${id.slice(0, 80)} was not readable as it was; what it did not hold was dropped`);
        }
      }
      return { threads, dropped };
    },
    loaded() {
      isLoaded = true;
    },
    get isLoaded() {
      return isLoaded;
    },
    noteHeld(id, thread) {
      held.set(id, thread);
    },
    get tooLarge() {
      return tooLarge;
    },
    save(threads, owner) {
      if (!isLoaded) return undefined;
      const puts = new Map<string, string>();
      const written = new Map<string, Thread>();
      for (const [id, thread] of Object.entries(threads)) {
        if (held.get(id) === thread) continue;
        const limited = limitThread(thread);
        if (limited.tooLarge) tooLarge.add(id);
        else tooLarge.delete(id);
        puts.set(id, `{"v":${VERSION},"owner":${JSON.stringify(owner)},"complete":${limited.complete},"nextPage":${limited.nextPage},"messages":${limited.messages}}`);
        written.set(id, thread);
      }
      const deletes = [...held.keys()].filter((id) => !Object.hasOwn(threads, id));
      if (!puts.size && !deletes.length) return { done: Promise.resolve(true) };
      const before = new Map([...written.keys(), ...deletes].map((id) => [id, held.get(id)] as const));
      for (const [id, thread] of written) held.set(id, thread);
      for (const id of deletes) {
        held.delete(id);
        tooLarge.delete(id);
      }
      const undo = () => {
        // Written again by the next save: what failed is what storage still holds.
        for (const [id, previous] of before) if (held.get(id) === written.get(id)) held.set(id, previous);
      };
      const write = (db: KeyedRecordStore | undefined): Promise<boolean> => {
        if (!db) {
          if (!missingSaid) logger.info('[storage] IndexedDB is not available: threads are not kept across a reload');
          missingSaid = true;
          return Promise.resolve(true);
        }
        return db.write(puts, deletes).then(
          () => true,
          (error: unknown) => {
            logger.warn('[storage] could not save the threads', error);
            undo();
            return false;
          },
        );
      };
      // Once the database is open this runs in the same task's microtasks: a page hiding still gets it out.
      return { done: records().then(write) };
    },
    async clear() {
      held.clear();
      tooLarge.clear();
      const db = await records();
      try {
        await db?.clear();
      } catch (error) {
        logger.warn('[storage] could not clear the stored threads', error);
      }
    },
  };
}
