import * as z from 'zod/mini';
import { logger } from '../logger';
import { BOUNDS } from '../schemas/bounds';
import { idString, isoDate } from '../schemas/common';
import { indexedDbRecordStore, memoryRecordStore, type RecordStore } from '../storage/recordStore';
import { outboxLoaded } from '../state/persistence';
import { windowId } from '../sync/channel';

/**
 * The durable outbox (DESIGN §4): every reply the agent sends is written here before it is sent,
 * and leaves only once the server has it (or the agent's session ends). A reload, a closed window
 * or a crash in between loses nothing: the next leader reads the outbox and sends what it holds,
 * with the same client ids (the server de-duplicates by them), in the order they were written.
 *
 * Where: IndexedDB ('tessera-outbox', one record per client id). An IndexedDB write is committed a
 * moment after it is asked for, and the database opens a moment after the page does; a reload in
 * between would lose it. So each window also keeps, synchronously, what it wrote and IndexedDB has
 * not committed yet in localStorage ('tessera-outbox:unsaved:<window>'), until the commit; reading
 * the outbox reads both.
 */

const entrySchema = z.object({
  clientId: idString,
  conversationId: idString,
  text: z.string().check(z.maxLength(BOUNDS.messageText)),
  /** When the agent sent it (this machine's clock): where the thread shows it until the server answers. */
  sentTime: isoDate,
  /** Whose reply it is: only that agent's session sends it. */
  userId: idString,
  userName: z.optional(z.string()),
  /** The order the agent wrote: a conversation's replies go out by it. */
  seq: z.number(),
  /** A file uploaded for it (uploadFile): sent with the reply by its id. */
  file: z.optional(z.object({ fileId: idString, name: z.string().check(z.maxLength(BOUNDS.name)), mimeType: z.string().check(z.maxLength(255)) })),
  /** Set when retrying gave up or the server refused it: shown as not sent until the agent resends it. */
  failed: z.optional(z.object({ reason: z.optional(z.string()) })),
});
export type OutboxEntry = z.infer<typeof entrySchema>;

export const OUTBOX_DATABASE = 'tessera-outbox';
const MIRROR_PREFIX = 'tessera-outbox:unsaved:';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** An entry read back from storage, or undefined (with a diagnostic) if it is not one. */
export function parseEntry(raw: unknown): OutboxEntry | undefined {
  const parsed = entrySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  logger.warn(`[outbox] a stored reply is not readable and is left out: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return undefined;
}

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface Outbox {
  /**
   * Keeps `entry` (a new reply, or a new state of one): at once in this window's mirror, then in
   * IndexedDB. Resolves once IndexedDB holds it.
   */
  put(entry: OutboxEntry): Promise<void>;
  /** The server has it (or it is dropped): gone from the outbox. */
  remove(clientId: string): Promise<void>;
  /**
   * Every entry, oldest first: IndexedDB's and those windows left in their mirrors (which are then
   * written to IndexedDB, and the mirrors of other windows dropped).
   */
  load(): Promise<OutboxEntry[]>;
  /** A logout: nothing of the session stays. The mirrors go at once. */
  clear(): Promise<void>;
}

/** An outbox over `records` (IndexedDB by default), mirrored in `mirror` under `window`'s key. */
export function createOutbox(
  records: () => Promise<RecordStore>,
  mirror: () => Storage | undefined = storage,
  window: string = windowId,
): Outbox {
  let opened: Promise<RecordStore> | undefined;
  /** The last clear: what comes after it waits for it, so it never deletes a newer entry. */
  let clearing: Promise<void> = Promise.resolve();
  const open = async () => {
    const db = await (opened ??= records());
    await clearing;
    return db;
  };
  /** What this window asked IndexedDB to keep and it has not committed yet. */
  const unsaved = new Map<string, OutboxEntry>();
  /** A clear drops what was asked before it. */
  let generation = 0;
  const mirrorKey = `${MIRROR_PREFIX}${window}`;

  const writeMirror = () => {
    const target = mirror();
    if (!target) return;
    try {
      if (unsaved.size) target.setItem(mirrorKey, JSON.stringify([...unsaved.values()]));
      else target.removeItem(mirrorKey);
    } catch (error) {
      // A full localStorage: IndexedDB still gets the entry, only the moment before its commit is unguarded.
      logger.warn('[outbox] could not mirror a reply in localStorage', error);
    }
  };

  const mirrorKeys = (): string[] => {
    const target = mirror();
    if (!target) return [];
    const keys: string[] = [];
    for (let i = 0; i < target.length; i++) {
      const key = target.key(i);
      if (key?.startsWith(MIRROR_PREFIX)) keys.push(key);
    }
    return keys;
  };

  return {
    async put(entry) {
      const asked = generation;
      unsaved.set(entry.clientId, entry);
      writeMirror();
      try {
        const db = await open();
        if (asked !== generation) return;
        await db.write(new Map([[entry.clientId, JSON.stringify(entry)]]), []);
      } catch (error) {
        logger.warn('[outbox] could not write a reply to IndexedDB; the localStorage mirror keeps it', error);
        return;
      }
      // Committed: the mirror can let it go, unless a newer state of it was asked for meanwhile.
      if (unsaved.get(entry.clientId) === entry) {
        unsaved.delete(entry.clientId);
        writeMirror();
      }
    },

    async remove(clientId) {
      const asked = generation;
      if (unsaved.delete(clientId)) writeMirror();
      try {
        const db = await open();
        if (asked !== generation) return;
        // Queued after any put of the same entry (same store, created later): the delete wins.
        await db.write(new Map(), [clientId]);
      } catch (error) {
        // Left in IndexedDB: sent again after a reload, which the server de-duplicates.
        logger.warn('[outbox] could not remove a sent reply from IndexedDB', error);
      }
    },

    async load() {
      const asked = generation;
      const byId = new Map<string, OutboxEntry>();
      const db = await open();
      for (const [key, text] of await db.loadAll()) {
        const entry = parseEntry(parseJson(text));
        if (entry && entry.clientId === key) byId.set(key, entry);
      }
      const target = mirror();
      const keys = mirrorKeys();
      const imported = new Map<string, string>();
      for (const key of keys) {
        const list = parseJson(target?.getItem(key) ?? null);
        for (const raw of Array.isArray(list) ? list : []) {
          const entry = parseEntry(raw);
          if (!entry) continue;
          // A mirror holds the newest state its window asked for.
          byId.set(entry.clientId, entry);
          imported.set(entry.clientId, JSON.stringify(entry));
        }
      }
      for (const entry of unsaved.values()) byId.set(entry.clientId, entry);
      if (imported.size && asked === generation) {
        try {
          await db.write(imported, []);
          // Now in IndexedDB: other windows' mirrors (closed windows, the page before a reload) can go.
          if (asked === generation) for (const key of keys) if (key !== mirrorKey) target?.removeItem(key);
        } catch (error) {
          logger.warn('[outbox] could not move mirrored replies into IndexedDB; they stay mirrored', error);
        }
      }
      return [...byId.values()].sort((a, b) => a.seq - b.seq);
    },

    async clear() {
      generation++;
      unsaved.clear();
      const target = mirror();
      for (const key of mirrorKeys()) target?.removeItem(key);
      const previous = clearing;
      clearing = (async () => {
        await previous;
        try {
          const db = await (opened ??= records());
          const keys = [...(await db.loadAll()).keys()];
          if (keys.length) await db.write(new Map(), keys);
        } catch (error) {
          logger.warn('[outbox] could not clear IndexedDB', error);
        }
      })();
      await clearing;
    },
  };
}

/** IndexedDB where the browser has it; else a store in localStorage (private modes), else memory. */
async function browserRecords(): Promise<RecordStore> {
  const db = await indexedDbRecordStore(OUTBOX_DATABASE).catch(() => undefined);
  return db ?? localStorageRecords(`tessera-outbox:records`) ?? memoryRecordStore();
}

/** The outbox's records as one localStorage item: where IndexedDB is refused. */
function localStorageRecords(key: string): RecordStore | undefined {
  const target = storage();
  if (!target) return undefined;
  const read = () => {
    const raw = parseJson(target.getItem(key));
    return new Map(raw && typeof raw === 'object' ? Object.entries(raw as Record<string, string>) : []);
  };
  return {
    loadAll: async () => read(),
    async write(puts, deletes) {
      const records = read();
      deletes.forEach((k) => records.delete(k));
      puts.forEach((value, k) => records.set(k, value));
      if (records.size) target.setItem(key, JSON.stringify(Object.fromEntries(records)));
      else target.removeItem(key);
    },
  };
}

let current: Outbox | undefined;
const clearedListeners = new Set<() => void>();

/** Told when a logout clears the outbox (the sender stops). */
export function onOutboxCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/**
 * A logout (clearPersistedState): nothing of the session's outbox is sent any more, and it is
 * emptied, its localStorage mirrors at once, IndexedDB a moment later.
 */
export function clearOutbox(): Promise<void> {
  clearedListeners.forEach((listener) => listener());
  return outbox().clear();
}
// A logout (clearPersistedState) empties this outbox at once, now that it is loaded (the sign-in does not load it).
outboxLoaded(clearOutbox);

/** This page's outbox. */
export function outbox(): Outbox {
  return (current ??= createOutbox(browserRecords));
}

let pages = 0;

/**
 * Tests: the outbox of a new page over `records` (what IndexedDB keeps across a simulated reload),
 * with its own mirror key, as a reloaded page has; undefined: back to the browser's.
 */
export function setOutboxRecords(records: RecordStore | undefined): void {
  current = records ? createOutbox(async () => records, storage, `test-page-${++pages}`) : undefined;
}
