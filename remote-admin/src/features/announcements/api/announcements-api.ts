import { baseApi } from '@astro/shared';
import {
  parseAnnouncements,
  type Announcement,
  type AnnouncementValues,
} from '../model/announcement';

const COLUMNS = 'id,title,content,type,priority,is_active,created_at,expires_at';

/**
 * Admins read and write all announcements (row-level security). Users' announcement panels follow
 * the table live, so a change here reaches them without a reload.
 */
export const announcementsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    allAnnouncements: build.query<Announcement[], void>({
      query: () => ({
        kind: 'select',
        table: 'wizard_announcements',
        columns: COLUMNS,
        order: [
          { column: 'priority', ascending: false },
          { column: 'created_at', ascending: false },
        ],
        limit: 500,
      }),
      transformResponse: parseAnnouncements,
      providesTags: ['Announcement'],
    }),
    createAnnouncement: build.mutation<Announcement[], AnnouncementValues>({
      query: (values) => ({
        kind: 'insert',
        table: 'wizard_announcements',
        values,
        columns: COLUMNS,
      }),
      transformResponse: parseAnnouncements,
      invalidatesTags: ['Announcement'],
    }),
    updateAnnouncement: build.mutation<
      Announcement[],
      { id: string; values: Partial<AnnouncementValues> }
    >({
      query: ({ id, values }) => ({
        kind: 'update',
        table: 'wizard_announcements',
        values,
        match: { id },
        columns: COLUMNS,
      }),
      transformResponse: parseAnnouncements,
      invalidatesTags: ['Announcement'],
    }),
    deleteAnnouncement: build.mutation<null, string>({
      query: (id) => ({ kind: 'delete', table: 'wizard_announcements', match: { id } }),
      transformResponse: () => null,
      invalidatesTags: ['Announcement'],
    }),
  }),
});

export const {
  useAllAnnouncementsQuery,
  useCreateAnnouncementMutation,
  useUpdateAnnouncementMutation,
  useDeleteAnnouncementMutation,
} = announcementsAdminApi;
