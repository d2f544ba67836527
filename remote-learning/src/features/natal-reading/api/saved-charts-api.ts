import {
  birthInstantOfRow,
  loadChartEngine,
  SAVED_CHART_COLUMNS,
  type SavedChartRow,
} from '@astro/astrology';
import { baseApi } from '@astro/shared';
import type { ReadingChart } from '../model/reading-chart';
import { readingChartOfRow, savedChartRowsOf } from '../model/saved-reading-chart';

export const savedChartsForReadingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The user's saved charts, newest first. */
    getChartsToRead: build.query<SavedChartRow[], string>({
      query: (userId) => ({
        kind: 'select',
        table: 'charts',
        columns: SAVED_CHART_COLUMNS,
        match: { user_id: userId },
        order: [{ column: 'created_at', ascending: false }],
      }),
      transformResponse: savedChartRowsOf,
      // Saving, renaming or deleting a chart on the chart pages invalidates this list too.
      providesTags: [{ type: 'Chart', id: 'LIST' }],
    }),
    /** One saved chart as a worked example; an old snapshot is recomputed by the chart engine. */
    getReadingChart: build.query<ReadingChart, SavedChartRow>({
      async queryFn(row) {
        try {
          // Only the century of the birth: a modern chart downloads no older or later ones.
          const at = birthInstantOfRow(row);
          const span = { from: at, to: at };
          return { data: await readingChartOfRow(row, () => loadChartEngine(undefined, span)) };
        } catch (error) {
          return {
            error: {
              message: error instanceof Error ? error.message : 'The chart could not be read',
            },
          };
        }
      },
      // One cache entry per stored version of a chart, not per copy of its (large) row.
      serializeQueryArgs: ({ queryArgs }) => `${queryArgs.id}@${queryArgs.updated_at}`,
    }),
  }),
});

export const { useGetChartsToReadQuery, useGetReadingChartQuery } = savedChartsForReadingApi;
