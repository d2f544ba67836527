import { combineSlices } from '@reduxjs/toolkit';
import { sessionSlice } from '../auth/session-slice';
import { baseApi } from './base-api';

/**
 * Slices that remotes inject at run time declare themselves here by module augmentation:
 * `declare module '@astro/shared' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(baseApi, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
