import { baseApi, getSupabase } from '@astro/shared';
import { parseSavedChart } from '../model/parse-saved-chart';
import type { ReadingChart } from '../model/reading-chart';

/** How many recent charts to look through for one whose snapshot can be read. */
const RECENT_CHARTS = 5;

export const latestChartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The user's most recently saved readable chart, or null when there is none. */
    getLatestReadableChart: build.query<ReadingChart | null, string>({
      async queryFn(userId) {
        const { data, error } = await getSupabase()
          .from('charts')
          .select('id, name, birth_date, birth_time, time_unknown, place_name, snapshot')
          .eq('user_id', userId)
          .order('created_at', { ascending: false })
          .limit(RECENT_CHARTS);
        if (error) return { error: { message: error.message, code: error.code } };
        for (const row of Array.isArray(data) ? data : []) {
          const chart = parseSavedChart(row);
          if (chart) return { data: chart };
        }
        return { data: null };
      },
      providesTags: (_result, _error, userId) => [{ type: 'Chart', id: `latest-${userId}` }],
    }),
  }),
});

export const { useGetLatestReadableChartQuery } = latestChartApi;
