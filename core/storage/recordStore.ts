/**
 * String records by key, kept between visits: IndexedDB in a browser (asynchronous, so saving
 * never blocks anybody); a Map where there is none. The demo backend keeps its model here, the
 * workspace what must outlive a reload.
 */
export interface RecordStore {
  loadAll(): Promise<Map<string, string>>;
  /**
   * Puts and deletes in one transaction. Its work is queued when called (before the promise
   * settles), so a call made while the page hides still goes out, and writes queued later on
   * the same database (by this window or another) land after it.
   */
  write(puts: ReadonlyMap<string, string>, deletes: readonly string[]): Promise<void>;
}

/** A record store that can also read one record and empty itself (a logout). */
export interface KeyedRecordStore extends RecordStore {
  get(key: string): Promise<string | undefined>;
  /** Removes every record, after the writes already queued. */
  clear(): Promise<void>;
}

export function memoryRecordStore(initial: Iterable<[string, string]> = []): KeyedRecordStore & { readonly records: Map<string, string> } {
  const records = new Map(initial);
  return {
    records,
    loadAll: async () => new Map(records),
    async write(puts, deletes) {
      deletes.forEach((key) => records.delete(key));
      puts.forEach((value, key) => records.set(key, value));
    },
    get: async (key) => records.get(key),
    async clear() {
      records.clear();
    },
  };
}

const STORE = 'records';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const committed = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });

/** The IndexedDB database `name`; undefined where IndexedDB is missing or refused (private modes). */
export async function indexedDbRecordStore(name: string): Promise<KeyedRecordStore | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  let db: IDBDatabase;
  try {
    const open = indexedDB.open(name, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    db = await done(open);
  } catch {
    return undefined;
  }
  // Someone deletes or upgrades the database (devtools, another version of the app): let them.
  db.onversionchange = () => db.close();
  /** A transaction, or the failure to start one (a closed connection) as a rejected promise. */
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<T> | T): Promise<T> => {
    const tx = db.transaction(STORE, mode);
    const [result] = await Promise.all([work(tx.objectStore(STORE)), committed(tx)]);
    return result;
  };
  return {
    loadAll: () =>
      run('readonly', async (store) => {
        const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
        return new Map(keys.map((key, i) => [String(key), String(values[i])]));
      }),
    write: (puts, deletes) =>
      run('readwrite', (store) => {
        deletes.forEach((key) => store.delete(key));
        puts.forEach((value, key) => store.put(value, key));
      }),
    get: (key) =>
      run('readonly', async (store) => {
        const value: unknown = await done(store.get(key));
        return value === undefined ? undefined : String(value);
      }),
    clear: () =>
      run('readwrite', (store) => {
        store.clear();
      }),
  };
}
