import { baseApi } from '@astro/shared';
import * as z from 'zod/mini';

/** What the top bar shows of the signed-in account: a name and, once uploaded, a picture. */
export interface AccountSummary {
  username: string | null;
  avatarUrl: string | null;
}

const profileSchema = z.nullable(
  z.object({ username: z.nullable(z.string()), avatar_url: z.nullable(z.string()) }),
);

export function toAccountSummary(raw: unknown): AccountSummary {
  const parsed = profileSchema.safeParse(raw);
  if (!parsed.success || !parsed.data) return { username: null, avatarUrl: null };
  return { username: parsed.data.username, avatarUrl: parsed.data.avatar_url };
}

export const accountSummaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAccountSummary: build.query<AccountSummary, string>({
      query: (userId) => ({
        kind: 'select',
        table: 'profiles',
        columns: 'username,avatar_url',
        match: { id: userId },
        single: true,
      }),
      transformResponse: toAccountSummary,
      // The profile page's updates invalidate this tag, so a new picture reaches the top bar at once.
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetAccountSummaryQuery } = accountSummaryApi;
