import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { sessionChanged } from '../../auth/session-slice';
import { baseApi } from '../base-api';
import { isNetworkFailure } from './network-failure';
import { queryCacheRestored } from './query-cache-actions';
import type { QueryCacheStorage } from './query-cache-storage';
import {
  type ApiStateLike,
  type CacheLimits,
  DEFAULT_CACHE_LIMITS,
  entriesFromState,
  mergeEntries,
  type PersistedQuery,
} from './query-cache-snapshot';

interface StateLike {
  api: ApiStateLike;
  session: { user: { id: string } | null };
}

interface QueryThunkAction extends UnknownAction {
  payload?: unknown;
  error?: unknown;
  meta?: { condition?: boolean; arg?: { queryCacheKey?: string } };
}

const FULFILLED = 'api/executeQuery/fulfilled';
const REJECTED = 'api/executeQuery/rejected';
const ONLINE = '__rtkq/online';

export interface PersistedQueryCacheOptions {
  storage: QueryCacheStorage;
  limits?: CacheLimits;
  /**
   * Results arriving within this long are written together. Short: a write still pending when
   * the page is left is lost (browsers abort IndexedDB work of a page being unloaded).
   */
  saveDelayMs?: number;
}

export interface PersistedQueryCache {
  middleware: Middleware;
  /**
   * Reads the user's stored results before the first queries run. With `hydrate` (the page starts
   * offline) they go into the store at once; otherwise each serves only a query that cannot reach
   * the server.
   */
  restore(
    dispatch: (action: UnknownAction) => unknown,
    userId: string,
    options: { hydrate: boolean },
  ): Promise<void>;
  /** Writes what is pending now (the page is being hidden or closed). */
  flush(): Promise<void>;
}

/**
 * Keeps the signed-in user's query results on the device, so their pages render offline. Results
 * are stored per user id; they are removed when that user signs out (which account deletion also
 * does) and never served to another account.
 */
export function createPersistedQueryCache({
  storage,
  limits = DEFAULT_CACHE_LIMITS,
  saveDelayMs = 20,
}: PersistedQueryCacheOptions): PersistedQueryCache {
  let userId: string | null = null;
  let stored: PersistedQuery[] = [];
  let loading: Promise<void> = Promise.resolve();
  /** The user's stored results are in memory: a save need not wait (it may be the page's last task). */
  let loaded = true;
  let pending: ApiStateLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Keys whose result in the store came from the device, to refresh once the connection is back. */
  const restoredKeys = new Set<string>();

  const switchTo = (next: string | null): Promise<void> => {
    if (next === userId) return loading;
    userId = next;
    stored = [];
    pending = null;
    restoredKeys.clear();
    if (timer) clearTimeout(timer);
    timer = null;
    if (!next) return (loading = Promise.resolve());
    loaded = false;
    loading = storage
      .load(next)
      .then((entries) => {
        if (userId === next) stored = mergeEntries(entries, stored, limits);
      })
      .catch((error: unknown) => console.warn(`Cached data could not be read: ${String(error)}`))
      .finally(() => {
        if (userId === next) loaded = true;
      });
    return loading;
  };

  const save = async () => {
    timer = null;
    const owner = userId;
    const api = pending;
    pending = null;
    if (!owner || !api) return;
    if (!loaded) await loading;
    if (userId !== owner) return;
    const fresh = mergeEntries(stored, entriesFromState(api), limits);
    stored = fresh;
    await storage
      .update(owner, (onDevice) => mergeEntries(onDevice, fresh, limits))
      .then((merged) => {
        if (userId === owner) stored = merged;
      })
      .catch((error: unknown) =>
        console.warn(`Data could not be kept for offline use: ${String(error)}`),
      );
  };

  const restoreInto = (dispatch: (action: UnknownAction) => unknown, entries: PersistedQuery[]) => {
    if (entries.length === 0) return;
    for (const entry of entries) restoredKeys.add(entry.key);
    dispatch(queryCacheRestored(entries));
  };

  const middleware: Middleware = (api) => (next) => (action) => {
    const before = (api.getState() as StateLike).session.user?.id ?? null;
    const result = next(action);
    const state = api.getState() as StateLike;
    const current = state.session.user?.id ?? null;

    if (sessionChanged.match(action)) {
      const signedOut = current ? null : (before ?? userId);
      if (signedOut) {
        // Signed out, refused, or the account deleted: nothing of theirs stays on the device.
        void switchTo(null);
        void storage.remove(signedOut).catch(() => undefined);
      } else if (current && current !== userId) {
        // Another account on this device: what the store holds of the previous one goes.
        if (userId !== null) api.dispatch(baseApi.util.resetApiState());
        void switchTo(current);
      }
      return result;
    }
    const typed = action as QueryThunkAction;
    if (typed.type === FULFILLED && current && current === userId) {
      const key = typed.meta?.arg?.queryCacheKey;
      if (key) restoredKeys.delete(key);
      pending = state.api;
      timer ??= setTimeout(() => void save(), saveDelayMs);
    } else if (typed.type === REJECTED && !typed.meta?.condition && current && current === userId) {
      const key = typed.meta?.arg?.queryCacheKey;
      const failure = typed.payload ?? typed.error;
      if (key && isNetworkFailure(failure)) {
        const entry = stored.find((item) => item.key === key);
        if (entry) restoreInto(api.dispatch, [entry]);
      }
    } else if (typed.type === ONLINE && restoredKeys.size > 0) {
      // Results shown from the device are refreshed now: invalidating their tags refetches the
      // ones on screen (the others leave the store, and stay on the device).
      const tags = stored
        .filter((entry) => restoredKeys.has(entry.key))
        .flatMap((entry) => entry.tags);
      restoredKeys.clear();
      if (tags.length > 0)
        api.dispatch(
          baseApi.util.invalidateTags(tags as Parameters<typeof baseApi.util.invalidateTags>[0]),
        );
    }
    return result;
  };

  return {
    middleware,
    async restore(dispatch, owner, { hydrate }) {
      await switchTo(owner);
      if (hydrate && userId === owner) restoreInto(dispatch, stored);
    },
    async flush() {
      if (timer) clearTimeout(timer);
      await save();
    },
  };
}
