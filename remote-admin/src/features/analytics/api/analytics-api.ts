import { baseApi } from '@astro/shared';
import {
  activitySeriesSchema,
  claimCheckStatsSchema,
  featureUsageSchema,
  summarySchema,
  type ActivityDay,
  type AnalyticsSummary,
  type ClaimCheckStat,
  type FeatureUsage,
} from '../model/analytics';

/** Admin-only RPCs: the server refuses everyone else, whatever this client shows. */
export const analyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    analyticsSummary: build.query<AnalyticsSummary, void>({
      query: () => ({ kind: 'rpc', fn: 'admin_analytics_summary' }),
      transformResponse: (raw: unknown) => summarySchema.parse(raw),
      providesTags: ['Analytics'],
    }),
    featureUsage: build.query<FeatureUsage[], void>({
      query: () => ({ kind: 'rpc', fn: 'admin_feature_usage' }),
      transformResponse: (raw: unknown) => featureUsageSchema.parse(raw),
      providesTags: ['Analytics'],
    }),
    activitySeries: build.query<ActivityDay[], number>({
      query: (days) => ({ kind: 'rpc', fn: 'admin_activity_series', args: { days } }),
      transformResponse: (raw: unknown) => activitySeriesSchema.parse(raw),
      providesTags: ['Analytics'],
    }),
    claimCheckStats: build.query<ClaimCheckStat[], void>({
      query: () => ({ kind: 'rpc', fn: 'admin_claim_check_stats' }),
      transformResponse: (raw: unknown) => claimCheckStatsSchema.parse(raw),
      providesTags: ['Analytics'],
    }),
  }),
});

export const {
  useAnalyticsSummaryQuery,
  useFeatureUsageQuery,
  useActivitySeriesQuery,
  useClaimCheckStatsQuery,
} = analyticsApi;
