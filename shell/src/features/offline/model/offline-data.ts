import {
  type AppStore,
  createPersistedQueryCache,
  indexedDbQueryCacheStorage,
  type PersistedQueryCache,
  storedSessionUser,
} from '@astro/shared';

/** How long start-up waits for the device's copy before rendering without it. */
const RESTORE_TIMEOUT_MS = 1500;

/** The store's device cache: IndexedDB where the browser has it, else none. */
export function createOfflineQueryCache(): PersistedQueryCache | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  const cache = createPersistedQueryCache({ storage: indexedDbQueryCacheStorage() });
  // A page being hidden may never come back (closed, discarded): write what is waiting now.
  window.addEventListener('pagehide', () => void cache.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void cache.flush();
  });
  return cache;
}

/**
 * Reads what the signed-in user last saw before the first query runs. Offline it goes into the
 * store at once, so pages render from it; online it stands by for queries that cannot get through.
 */
export async function restoreOfflineData(
  store: AppStore,
  cache: PersistedQueryCache | undefined,
): Promise<void> {
  const user = storedSessionUser();
  if (!cache || !user) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, RESTORE_TIMEOUT_MS)));
  await Promise.race([
    cache.restore(store.dispatch, user.id, { hydrate: !navigator.onLine }),
    timeout,
  ]);
  clearTimeout(timer);
}
