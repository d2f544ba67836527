import type { PersistedQuery } from './query-cache-snapshot';

/** Where a user's cached query results are kept between visits. */
export interface QueryCacheStorage {
  load(userId: string): Promise<PersistedQuery[]>;
  /**
   * Replaces the user's results with `change` of what is stored, read and written as one step:
   * another page of the app (the one before a reload, another tab) may have written meanwhile.
   */
  update(
    userId: string,
    change: (stored: PersistedQuery[]) => PersistedQuery[],
  ): Promise<PersistedQuery[]>;
  remove(userId: string): Promise<void>;
}

const DB_NAME = 'astro-offline';
const STORE = 'query-cache';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * The browser's IndexedDB, one record per user id. It holds structured data without the size
 * limits of localStorage and is read without blocking the page.
 */
export function indexedDbQueryCacheStorage(factory: IDBFactory = indexedDB): QueryCacheStorage {
  let opened: Promise<IDBDatabase> | null = null;
  // Once open, transactions start synchronously: a write made as the page is hidden starts
  // before the page can go away.
  let db: IDBDatabase | null = null;
  const database = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const open = factory.open(DB_NAME, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE);
      open.onsuccess = () => resolve((db = open.result));
      open.onerror = () => reject(open.error ?? new Error('IndexedDB could not be opened'));
    }).catch((error: unknown) => {
      opened = null;
      throw error;
    });
    return opened;
  };
  const withStore = async <T>(
    mode: IDBTransactionMode,
    run: (store: IDBObjectStore) => IDBRequest<T>,
  ) => {
    const ready = db ?? (await database());
    return request(run(ready.transaction(STORE, mode).objectStore(STORE)));
  };
  return {
    async load(userId) {
      const stored: unknown = await withStore('readonly', (store) => store.get(userId));
      return Array.isArray(stored) ? (stored as PersistedQuery[]) : [];
    },
    async update(userId, change) {
      const ready = db ?? (await database());
      const store = ready.transaction(STORE, 'readwrite').objectStore(STORE);
      const stored: unknown = await request(store.get(userId));
      const next = change(Array.isArray(stored) ? (stored as PersistedQuery[]) : []);
      // Still inside the transaction: a request made on success of the last one keeps it open.
      await request(store.put(next, userId));
      return next;
    },
    async remove(userId) {
      await withStore('readwrite', (store) => store.delete(userId));
    },
  };
}
