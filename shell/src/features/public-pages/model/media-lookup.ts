import * as z from 'zod/mini';

export const MEDIA_KINDS = ['article', 'book', 'video', 'podcast'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const mediaItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  body: z.string(),
  kind: z.enum(MEDIA_KINDS),
  cover_url: z.nullable(z.string()),
  published_at: z.nullable(z.string()),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const MEDIA_COLUMNS = 'id,title,slug,summary,body,kind,cover_url,published_at';

export interface MediaLookupStep {
  column: 'slug' | 'title';
  /** An ILIKE pattern: case-insensitive, `%` only where a partial match is meant. */
  pattern: string;
}

/**
 * How a slug from the address bar is matched to a media item, in order: exact (case-insensitive)
 * slug, exact title, then partial slug and partial title. Only letters, digits, spaces and hyphens
 * survive, so nothing typed into a URL can act as a wildcard or break the filter syntax.
 */
export function mediaLookupSteps(rawSlug: string): MediaLookupStep[] {
  let decoded = rawSlug;
  try {
    decoded = decodeURIComponent(rawSlug);
  } catch {
    // A malformed escape is matched as typed.
  }
  const slug = decoded
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  if (!slug) return [];
  const words = slug.replace(/-/g, ' ');
  return [
    { column: 'slug', pattern: slug },
    { column: 'title', pattern: words },
    { column: 'slug', pattern: `%${slug}%` },
    { column: 'title', pattern: `%${words}%` },
  ];
}

const LABELS: Record<MediaKind, string> = {
  article: 'Article',
  book: 'Book',
  video: 'Video',
  podcast: 'Podcast',
};
export const mediaKindLabel = (kind: MediaKind): string => LABELS[kind];

/** The body is plain text; blank lines separate paragraphs. */
export const bodyParagraphs = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

export function formatPublished(value: string | null, locale?: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}
