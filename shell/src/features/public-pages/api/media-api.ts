import { baseApi, restClient, type RestClient, type SupabaseQueryError } from '@astro/shared';
import * as z from 'zod/mini';
import {
  MEDIA_COLUMNS,
  mediaItemSchema,
  mediaLookupSteps,
  type MediaItem,
} from '../model/media-lookup';

const toError = (message: string, code?: string): { error: SupabaseQueryError } => ({
  error: { message, code },
});

/** Published items only: admins can read drafts, but a public page never shows them. */
function publishedMedia(client: RestClient, columns: string) {
  return client
    .from('wizard_media_public')
    .select(columns)
    .not('published_at', 'is', null)
    .lte('published_at', new Date().toISOString());
}

const mediaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publishedMedia: build.query<MediaItem[], void>({
      async queryFn() {
        const { data, error } = await publishedMedia(await restClient(), MEDIA_COLUMNS).order(
          'published_at',
          {
            ascending: false,
          },
        );
        if (error) return toError(error.message, error.code);
        const parsed = z.array(mediaItemSchema).safeParse(data);
        return parsed.success
          ? { data: parsed.data }
          : toError('The library answered in an unexpected format');
      },
      providesTags: ['Media'],
    }),
    /** The item a slug names: exact match first, then partial (see `mediaLookupSteps`); null if none. */
    mediaBySlug: build.query<MediaItem | null, string>({
      async queryFn(slug) {
        for (const step of mediaLookupSteps(slug)) {
          const { data, error } = await publishedMedia(await restClient(), MEDIA_COLUMNS)
            .ilike(step.column, step.pattern)
            .order('published_at', { ascending: false })
            .limit(1);
          if (error) return toError(error.message, error.code);
          const parsed = z.array(mediaItemSchema).safeParse(data);
          if (!parsed.success) return toError('The library answered in an unexpected format');
          const [item] = parsed.data;
          if (item) return { data: item };
        }
        return { data: null };
      },
      providesTags: ['Media'],
    }),
  }),
});

export const { usePublishedMediaQuery, useMediaBySlugQuery } = mediaApi;
