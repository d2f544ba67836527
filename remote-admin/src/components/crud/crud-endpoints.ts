import type { baseApi } from '@astro/shared';

/** The endpoint builder `baseApi.injectEndpoints` hands out, with the app's base query and tags. */
type Builder = Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0];
/** The cache tags the app declares ('Announcement', 'Testimonial', …). */
type Tag = Extract<Parameters<typeof baseApi.util.invalidateTags>[0][number], string>;

/** Where a kind of admin content lives in PostgREST and how its rows are read. */
export interface CrudTable<Item> {
  table: string;
  columns: string;
  order: { column: string; ascending?: boolean }[];
  tag: Tag;
  /** Rows as PostgREST returns them, turned into items; rows that do not fit are left out. */
  parse: (rows: unknown) => Item[];
}

/** Room for everything an admin writes; the lists are short. */
const LIST_LIMIT = 500;

/**
 * List, create, update and delete on one table, for a feature to inject under its own names, so
 * every admin list reads, writes and refreshes its cache the same way. Writes return the rows
 * they touched: an empty list means row-level security refused the change.
 */
export function crudEndpoints<Item, Create extends object, Patch extends object>(
  build: Builder,
  { table, columns, order, tag, parse }: CrudTable<Item>,
) {
  return {
    list: build.query<Item[], void>({
      query: () => ({ kind: 'select', table, columns, order, limit: LIST_LIMIT }),
      transformResponse: parse,
      providesTags: [tag],
    }),
    create: build.mutation<Item[], Create>({
      query: (values) => ({ kind: 'insert', table, values, columns }),
      transformResponse: parse,
      invalidatesTags: [tag],
    }),
    update: build.mutation<Item[], { id: string; values: Patch }>({
      query: ({ id, values }) => ({ kind: 'update', table, values, match: { id }, columns }),
      transformResponse: parse,
      invalidatesTags: [tag],
    }),
    remove: build.mutation<null, string>({
      query: (id) => ({ kind: 'delete', table, match: { id } }),
      transformResponse: () => null,
      invalidatesTags: [tag],
    }),
  };
}
