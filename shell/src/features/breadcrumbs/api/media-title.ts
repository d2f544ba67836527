import { restClient } from '@astro/shared';
import * as z from 'zod/mini';

const mediaTitles = z.array(z.object({ title: z.string() }));

/**
 * /content/{slug}: the media title, matched case-insensitively — exact before partial, the slug
 * before the title (as the content page itself resolves it), published items only.
 */
export async function lookUpMediaTitle(slug: string): Promise<string | null> {
  // Characters PostgREST or LIKE would read as syntax are dropped, so a slug is only ever text.
  const clean = slug.replace(/[%,()*\\]/g, '').trim();
  const words = clean.replace(/[-_]+/g, ' ').trim();
  if (!clean) return null;
  const steps: [column: 'slug' | 'title', pattern: string][] = [
    ['slug', clean],
    ['title', words],
    ['slug', `%${clean}%`],
    ['title', `%${words}%`],
  ];
  for (const [column, pattern] of steps) {
    const { data, error } = await (
      await restClient()
    )
      .from('wizard_media_public')
      .select('title')
      .not('published_at', 'is', null)
      .lte('published_at', new Date().toISOString())
      .ilike(column, pattern)
      .limit(1);
    if (error) return null;
    const parsed = mediaTitles.safeParse(data);
    if (parsed.success && parsed.data[0]) return parsed.data[0].title;
  }
  return null;
}
