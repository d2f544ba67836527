import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { baseApi } from './base-api';
import type { PersistedQueryCache } from './offline/persisted-query-cache';
import { rootReducer, type RootState } from './root-reducer';

export interface AppStoreOptions {
  /** Keeps the signed-in user's query results on the device for offline use (the shell's store). */
  queryCache?: PersistedQueryCache;
}

/** Builds the app's one store; the shell calls it once at start-up (the harness and tests too). */
export function createAppStore(preloadedState?: Partial<RootState>, options: AppStoreOptions = {}) {
  const { queryCache } = options;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      queryCache
        ? getDefault().concat(baseApi.middleware, queryCache.middleware)
        : getDefault().concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
