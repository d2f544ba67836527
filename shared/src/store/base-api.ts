import { createApi } from '@reduxjs/toolkit/query/react';
import { queryCacheRestored } from './offline/query-cache-actions';
import { rehydrationInfo } from './offline/query-cache-snapshot';
import { supabaseBaseQuery } from './supabase-base-query';

/**
 * The one RTK Query API of the app. Features add their endpoints with `baseApi.injectEndpoints`,
 * from whichever app they live in, so there is one cache and one middleware.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: supabaseBaseQuery,
  tagTypes: [
    'Announcement',
    'Brain',
    'Chart',
    'ContactMessage',
    'LessonProgress',
    'Media',
    'Profile',
    'Role',
    'Testimonial',
    'Thread',
    'Analytics',
  ],
  endpoints: () => ({}),
  // Results kept on the device for offline use come back through RTK Query's own rehydration.
  // (Typed as never: the state type names only the endpoints known here, not the injected ones.)
  extractRehydrationInfo: (action) =>
    queryCacheRestored.match(action) ? (rehydrationInfo(action.payload) as never) : undefined,
});
