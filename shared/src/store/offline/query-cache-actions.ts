import { createAction } from '@reduxjs/toolkit';
import type { PersistedQuery } from './query-cache-snapshot';

/** Puts results stored on the device into RTK Query's cache (the base API's `extractRehydrationInfo`). */
export const queryCacheRestored = createAction<PersistedQuery[]>('offlineCache/restored');
