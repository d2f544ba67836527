import { baseApi } from '@astro/shared';
import {
  aiUsageDailySchema,
  contactOverviewSchema,
  describeActivity,
  type ActivityEvent,
  type AiUsageDay,
  type ContactOverview,
} from '../model/overview';

export const overviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    contactOverview: build.query<ContactOverview, void>({
      query: () => ({ kind: 'rpc', fn: 'admin_contact_overview' }),
      transformResponse: (raw: unknown) => contactOverviewSchema.parse(raw),
      providesTags: ['ContactMessage'],
    }),
    aiUsageDaily: build.query<AiUsageDay[], number>({
      query: (days) => ({ kind: 'rpc', fn: 'admin_ai_usage_daily', args: { days } }),
      transformResponse: (raw: unknown) => aiUsageDailySchema.parse(raw),
      providesTags: ['Analytics'],
    }),
    recentActivity: build.query<ActivityEvent[], void>({
      query: () => ({
        kind: 'select',
        table: 'contact_messages',
        columns: 'id,subject,name,status,created_at,updated_at,responded_at',
        order: [{ column: 'updated_at', ascending: false }],
        limit: 8,
      }),
      transformResponse: describeActivity,
      providesTags: ['ContactMessage'],
    }),
  }),
});

export const { useContactOverviewQuery, useAiUsageDailyQuery, useRecentActivityQuery } =
  overviewApi;
