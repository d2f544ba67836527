import { SAVED_CHART_COLUMNS, type SavedChartSnapshot } from '@astro/astrology';
import { baseApi, type SupabaseQueryError } from '@astro/shared';
import { z } from 'zod';
import type { BirthData } from '../../../lib/birth-data/birth-data';
import {
  birthToInsert,
  type ChartInsert,
  chartRowSchema,
  rowToSavedChart,
  type SavedChart,
} from '../model/chart-record';
import type { SaveOutcome } from '../model/sync-pending-saves';

const COLUMNS = SAVED_CHART_COLUMNS;
/** The name saving records in profiles.feature_usage_stats. */
export const CHART_SAVED_FEATURE = 'chart_saved';
const UNIQUE_VIOLATION = '23505';

function parseRows(data: unknown): SavedChart[] {
  const rows = z.array(z.unknown()).parse(data);
  return rows.flatMap((row) => {
    const parsed = chartRowSchema.safeParse(row);
    const chart = parsed.success ? rowToSavedChart(parsed.data) : null;
    return chart ? [chart] : [];
  });
}

/** No answer at all, a gateway without its database, or an expired session: worth retrying. */
export function isTransient(error: SupabaseQueryError): boolean {
  return (
    error.status === undefined || error.status === 0 || error.status === 401 || error.status >= 500
  );
}

export const chartsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCharts: build.query<SavedChart[], void>({
      query: () => ({
        kind: 'select',
        table: 'charts',
        columns: COLUMNS,
        order: [{ column: 'created_at', ascending: false }],
      }),
      transformResponse: parseRows,
      providesTags: (result) => [
        { type: 'Chart', id: 'LIST' },
        ...(result ?? []).map((chart) => ({ type: 'Chart' as const, id: chart.id })),
      ],
    }),
    /** One of the user's charts; null when it does not exist or belongs to someone else (RLS hides it). */
    getChart: build.query<SavedChart | null, string>({
      query: (id) => ({
        kind: 'select',
        table: 'charts',
        columns: COLUMNS,
        match: { id },
        single: true,
      }),
      transformResponse: (data: unknown) => (data == null ? null : (parseRows([data])[0] ?? null)),
      providesTags: (_result, _error, id) => [{ type: 'Chart', id }],
    }),
    /**
     * Inserts a chart with its id made on the device, so a retried save cannot create a second
     * copy: a duplicate id means an earlier attempt got through. Then counts it on the profile.
     */
    saveChart: build.mutation<SaveOutcome, { values: ChartInsert; userId: string }>({
      async queryFn({ values, userId }, _api, _extra, baseQuery) {
        const inserted = await baseQuery({
          kind: 'insert',
          table: 'charts',
          values,
          columns: 'id',
        });
        if (inserted.error) {
          const error = inserted.error as SupabaseQueryError;
          if (isTransient(error)) return { data: { kind: 'unreachable' } };
          if (error.code !== UNIQUE_VIOLATION)
            return { data: { kind: 'rejected', message: error.message } };
        } else {
          // Usage statistics are best effort: the chart is saved whatever becomes of them.
          const counted = await baseQuery({
            kind: 'rpc',
            fn: 'increment_profile_counter',
            args: { user_id: userId, counter_name: 'charts_created_count', increment_by: 1 },
          });
          if (counted.error)
            console.warn(
              `Could not count the saved chart: ${(counted.error as SupabaseQueryError).message}`,
            );
          const used = await baseQuery({
            kind: 'rpc',
            fn: 'update_feature_usage',
            args: { user_id: userId, feature_name: CHART_SAVED_FEATURE },
          });
          if (used.error)
            console.warn(
              `Could not record chart saving: ${(used.error as SupabaseQueryError).message}`,
            );
        }
        return { data: { kind: 'saved' } };
      },
      invalidatesTags: (result) =>
        result?.kind === 'saved' ? [{ type: 'Chart', id: 'LIST' }] : [],
    }),
    renameChart: build.mutation<null, { id: string; name: string }>({
      async queryFn({ id, name }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          kind: 'update',
          table: 'charts',
          values: { name },
          match: { id },
          columns: 'id',
        });
        if (result.error) return { error: result.error as SupabaseQueryError };
        if (!Array.isArray(result.data) || result.data.length === 0) {
          return { error: { message: 'This chart no longer exists.' } };
        }
        return { data: null };
      },
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Chart', id },
        { type: 'Chart', id: 'LIST' },
      ],
    }),
    /**
     * Stores the current snapshot of a chart whose stored one is out of date, with the instant it
     * was cast for (an older version may have read the birth clock differently).
     */
    storeSnapshot: build.mutation<null, { id: string; snapshot: SavedChartSnapshot; birth: BirthData }>({
      query: ({ id, snapshot, birth }) => {
        const { birth_utc, settings } = birthToInsert(id, birth, snapshot);
        return { kind: 'update', table: 'charts', values: { snapshot, birth_utc, settings }, match: { id } };
      },
      transformResponse: () => null,
      invalidatesTags: [{ type: 'Chart', id: 'LIST' }],
    }),
    /** New birth data for a saved chart, with the snapshot cast from it. */
    updateChart: build.mutation<null, { id: string; values: Omit<ChartInsert, 'id'> }>({
      async queryFn({ id, values }, _api, _extra, baseQuery) {
        const result = await baseQuery({ kind: 'update', table: 'charts', values, match: { id }, columns: 'id' });
        if (result.error) return { error: result.error as SupabaseQueryError };
        if (!Array.isArray(result.data) || result.data.length === 0) {
          return { error: { message: 'This chart no longer exists.' } };
        }
        return { data: null };
      },
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Chart', id },
        { type: 'Chart', id: 'LIST' },
      ],
    }),
    /**
     * Puts a chart deleted a moment ago back as it was (same id and creation time), for Undo. Not
     * counted again on the profile: it was counted when first saved.
     */
    restoreChart: build.mutation<
      null,
      Omit<ChartInsert, 'snapshot'> & { snapshot: SavedChartSnapshot | null; created_at: string }
    >({
      query: (row) => ({ kind: 'insert', table: 'charts', values: row }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Chart', id },
        { type: 'Chart', id: 'LIST' },
      ],
    }),
    deleteChart: build.mutation<null, string>({
      query: (id) => ({ kind: 'delete', table: 'charts', match: { id } }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, id) => [
        { type: 'Chart', id },
        { type: 'Chart', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListChartsQuery,
  useGetChartQuery,
  useSaveChartMutation,
  useRenameChartMutation,
  useDeleteChartMutation,
  useStoreSnapshotMutation,
  useUpdateChartMutation,
  useRestoreChartMutation,
} = chartsApi;
