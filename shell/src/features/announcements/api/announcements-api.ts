import { baseApi } from '@astro/shared';
import { visibleAnnouncements, type Announcement } from '../model/announcement';

export const announcementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAnnouncements: build.query<Announcement[], void>({
      query: () => ({
        kind: 'select',
        table: 'wizard_announcements',
        columns: 'id,title,content,type,priority,is_active,created_at,expires_at',
        match: { is_active: true },
        order: [
          { column: 'priority', ascending: false },
          { column: 'created_at', ascending: false },
        ],
        limit: 50,
      }),
      // Expiry is checked here too: admins may read expired rows, and the list can be old.
      transformResponse: (rows: unknown) => visibleAnnouncements(rows),
      providesTags: ['Announcement'],
    }),
  }),
});

export const { useGetAnnouncementsQuery } = announcementsApi;
