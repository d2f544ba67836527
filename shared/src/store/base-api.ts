import { createApi } from '@reduxjs/toolkit/query/react';
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
});
