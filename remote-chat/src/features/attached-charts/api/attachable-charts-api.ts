import { SAVED_CHART_LIST_COLUMNS, savedChartListItemSchema } from '@astro/astrology';
import { baseApi } from '@astro/shared';
import { z } from 'zod';

/** A saved chart as the chat offers it for attaching. */
export interface AttachableChart {
  id: string;
  name: string;
  /** YYYY-MM-DD */
  birthDate: string;
}

const rowsToCharts = (data: unknown): AttachableChart[] =>
  z
    .array(z.unknown())
    .catch([])
    .parse(data)
    .flatMap((raw) => {
      const row = savedChartListItemSchema.safeParse(raw);
      return row.success
        ? [{ id: row.data.id, name: row.data.name, birthDate: row.data.birth_date }]
        : [];
    });

const attachableChartsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's saved charts (row-level security keeps it to theirs), newest first. */
    attachableCharts: build.query<AttachableChart[], void>({
      query: () => ({
        kind: 'select',
        table: 'charts',
        columns: SAVED_CHART_LIST_COLUMNS,
        order: [{ column: 'created_at', ascending: false }],
      }),
      transformResponse: rowsToCharts,
      // Saving, renaming or deleting a chart (the charts pages) refreshes this list too.
      providesTags: [{ type: 'Chart', id: 'LIST' }],
    }),
  }),
  overrideExisting: false,
});

export const { useAttachableChartsQuery } = attachableChartsApi;
