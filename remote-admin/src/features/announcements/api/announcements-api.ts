import { baseApi } from '@astro/shared';
import { crudEndpoints } from '../../../components';
import {
  parseAnnouncements,
  type Announcement,
  type AnnouncementValues,
} from '../model/announcement';

/**
 * Admins read and write all announcements (row-level security). Users' announcement panels follow
 * the table live, so a change here reaches them without a reload.
 */
export const announcementsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const crud = crudEndpoints<Announcement, AnnouncementValues, Partial<AnnouncementValues>>(
      build,
      {
        table: 'wizard_announcements',
        columns: 'id,title,content,type,priority,is_active,created_at,expires_at',
        order: [
          { column: 'priority', ascending: false },
          { column: 'created_at', ascending: false },
        ],
        tag: 'Announcement',
        parse: parseAnnouncements,
      },
    );
    return {
      allAnnouncements: crud.list,
      createAnnouncement: crud.create,
      updateAnnouncement: crud.update,
      deleteAnnouncement: crud.remove,
    };
  },
});

export const {
  useAllAnnouncementsQuery,
  useCreateAnnouncementMutation,
  useUpdateAnnouncementMutation,
  useDeleteAnnouncementMutation,
} = announcementsAdminApi;
