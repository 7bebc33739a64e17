/**
 * String records by key, kept between visits: IndexedDB in a browser (asynchronous, so saving
 * never blocks anybody); a Map where there is none. The demo backend keeps its model here, the
 * workspace what must outlive a reload.
 */
export interface RecordStore {
  loadAll(): Promise<Map<string, string>>;
  write(puts: ReadonlyMap<string, string>, deletes: readonly string[]): Promise<void>;
}

export function memoryRecordStore(initial: Iterable<[string, string]> = []): RecordStore & { readonly records: Map<string, string> } {
  const records = new Map(initial);
  return {
    records,
    loadAll: async () => new Map(records),
    async write(puts, deletes) {
      deletes.forEach((key) => records.delete(key));
      puts.forEach((value, key) => records.set(key, value));
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
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });

/** The IndexedDB database `name`; undefined where IndexedDB is missing or refused (private modes). */
export async function indexedDbRecordStore(name: string): Promise<RecordStore | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  let db: IDBDatabase;
  try {
    const open = indexedDB.open(name, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    db = await done(open);
  } catch {
    return undefined;
  }
  return {
    async loadAll() {
      const tx = db.transaction(STORE, 'readonly');
      const store = tx.objectStore(STORE);
      const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
      return new Map(keys.map((key, i) => [String(key), String(values[i])]));
    },
    async write(puts, deletes) {
      const tx = db.transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      deletes.forEach((key) => store.delete(key));
      puts.forEach((value, key) => store.put(value, key));
      await committed(tx);
    },
  };
}
