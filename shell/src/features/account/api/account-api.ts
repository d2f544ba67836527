import {
  SAVED_CHART_LIST_COLUMNS,
  type SavedChartListItem,
  savedChartListItemSchema,
} from '@astro/astrology';
import { baseApi } from '@astro/shared';
import * as z from 'zod/mini';

const profileShape = z.object({
  id: z.string(),
  username: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
  last_active_at: z.nullable(z.string()),
  session_duration_total: z.coerce.number(),
  last_session_duration: z.coerce.number(),
  charts_created_count: z.coerce.number(),
  brain_interactions_count: z.coerce.number(),
});

export type AccountProfile = z.infer<typeof profileShape>;

const conversationRows = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    brain_id: z.nullish(z.string()),
    last_message_at: z.string(),
  }),
);
const lessonRows = z.array(
  z.object({
    lesson_slug: z.string(),
    module_slug: z.string(),
    completed: z.boolean(),
    updated_at: z.string(),
  }),
);

export type RecentChart = SavedChartListItem;
export type LessonProgressRow = z.infer<typeof lessonRows>[number];
export interface RecentThread {
  id: string;
  title: string;
  kind: 'brain' | 'grok';
  at: string;
}

/** Rows that do not match (a table changed shape, or does not exist yet) count as no rows. */
const rowsOr =
  <T>(schema: z.ZodMiniType<T[]>) =>
  (raw: unknown): T[] => {
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : [];
  };

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountProfile: build.query<AccountProfile | null, string>({
      query: (userId) => ({
        kind: 'select',
        table: 'profiles',
        columns:
          'id,username,avatar_url,last_active_at,session_duration_total,last_session_duration,charts_created_count,brain_interactions_count',
        match: { id: userId },
        single: true,
      }),
      transformResponse: (raw: unknown) => {
        const parsed = profileShape.safeParse(raw);
        return parsed.success ? parsed.data : null;
      },
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<
      unknown,
      { userId: string; values: { username?: string; avatar_url?: string | null } }
    >({
      query: ({ userId, values }) => ({
        kind: 'update',
        table: 'profiles',
        values,
        match: { id: userId },
        columns: 'id',
      }),
      // Only a saved change makes the profile stale; a failed one leaves what the page shows.
      invalidatesTags: (_result, error) => (error ? [] : ['Profile']),
    }),
    recentCharts: build.query<RecentChart[], string>({
      query: (userId) => ({
        kind: 'select',
        table: 'charts',
        columns: SAVED_CHART_LIST_COLUMNS,
        match: { user_id: userId },
        order: [{ column: 'created_at', ascending: false }],
        limit: 5,
      }),
      // The one saved-chart schema; a row it cannot read is left out rather than failing the list.
      transformResponse: (raw: unknown): RecentChart[] =>
        Array.isArray(raw)
          ? raw.flatMap((row) => {
              const parsed = savedChartListItemSchema.safeParse(row);
              return parsed.success ? [parsed.data] : [];
            })
          : [],
      providesTags: ['Chart'],
    }),
    // One table holds every conversation; a brain's has its brain_id.
    recentConversations: build.query<RecentThread[], string>({
      query: (userId) => ({
        kind: 'select',
        table: 'grok_conversations',
        columns: 'id,title,brain_id,last_message_at',
        match: { user_id: userId },
        order: [{ column: 'last_message_at', ascending: false }],
        limit: 5,
      }),
      transformResponse: (raw: unknown) =>
        rowsOr(conversationRows)(raw).map((row) => ({
          id: row.id,
          title: row.title,
          kind: row.brain_id ? ('brain' as const) : ('grok' as const),
          at: row.last_message_at,
        })),
      providesTags: ['Thread'],
    }),
    lessonProgress: build.query<LessonProgressRow[], string>({
      query: (userId) => ({
        kind: 'select',
        table: 'lesson_progress',
        columns: 'lesson_slug,module_slug,completed,updated_at',
        match: { user_id: userId },
        order: [{ column: 'updated_at', ascending: false }],
        limit: 200,
      }),
      transformResponse: rowsOr(lessonRows),
      providesTags: ['LessonProgress'],
    }),
  }),
});

export const {
  useAccountProfileQuery,
  useUpdateProfileMutation,
  useRecentChartsQuery,
  useRecentConversationsQuery,
  useLessonProgressQuery,
} = accountApi;

// Kept importable from here, where the profile page's sections already import the account's api.
export { deleteOwnAccount } from './profile-api';
