import { baseApi } from '@astro/shared';
import * as z from 'zod/mini';

const profileSchema = z.nullable(z.object({ username: z.nullable(z.string()) }));

export const accountSummaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfileName: build.query<string | null, string>({
      query: (userId) => ({ kind: 'select', table: 'profiles', columns: 'username', match: { id: userId }, single: true }),
      transformResponse: (raw: unknown) => {
        const parsed = profileSchema.safeParse(raw);
        return parsed.success ? (parsed.data?.username ?? null) : null;
      },
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileNameQuery } = accountSummaryApi;
