import { baseApi } from '@astro/shared';
import { publishedWorks, type CreatorWork } from '../model/creator-works';

const creatorWorksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    creatorWorks: build.query<CreatorWork[], void>({
      query: () => ({
        kind: 'select',
        table: 'wizard_media_public',
        columns: 'title,slug,kind,summary,published_at',
        order: [{ column: 'published_at', ascending: false }],
        limit: 24,
      }),
      transformResponse: (rows: unknown) => publishedWorks(rows),
      providesTags: ['Media'],
    }),
  }),
});

export const { useCreatorWorksQuery } = creatorWorksApi;
