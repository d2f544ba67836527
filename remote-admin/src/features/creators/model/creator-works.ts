import { z } from 'zod';

const workSchema = z.object({
  title: z.string(),
  slug: z.string(),
  kind: z.string(),
  summary: z.string().nullable().catch(null),
  published_at: z.string().nullable(),
});
export type CreatorWork = z.infer<typeof workSchema>;

const KIND_LABELS: Record<string, string> = {
  article: 'Article',
  book: 'Book',
  video: 'Video',
  podcast: 'Podcast',
};
export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? 'Work';

/**
 * Published works only, newest first. Admins can read drafts too, so the filter is explicit rather
 * than left to row-level security.
 */
export function publishedWorks(rows: unknown, now = Date.now()): CreatorWork[] {
  if (!Array.isArray(rows)) return [];
  return rows
    .flatMap((row) => {
      const parsed = workSchema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    })
    .filter((work) => work.published_at !== null && Date.parse(work.published_at) <= now)
    .sort((a, b) => Date.parse(b.published_at!) - Date.parse(a.published_at!));
}
