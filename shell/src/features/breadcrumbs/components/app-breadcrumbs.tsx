import { restClient, useLocation } from '@astro/shared';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { breadcrumbTrail, type PageExists } from '../model/breadcrumb-trail';

// Most pages (all main pages) show no trail: its components load only when one is needed.
const BreadcrumbList = lazy(() => import('./breadcrumb-list'));

const mediaTitles = z.array(z.object({ title: z.string() }));

/**
 * /content/{slug}: the media title, matched case-insensitively — exact before partial, the slug
 * before the title (as the content page itself resolves it), published items only.
 */
async function lookUpMediaTitle(slug: string): Promise<string | null> {
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

export function AppBreadcrumbs({ pageExists }: { pageExists: PageExists }) {
  const { pathname } = useLocation();
  const trail = useMemo(() => breadcrumbTrail(pathname, pageExists), [pathname, pageExists]);
  const [mediaTitle, setMediaTitle] = useState<{ slug: string; title: string } | null>(null);
  const contentSlug =
    trail.length === 3 && trail[1]?.segment === 'content' ? trail[2]!.segment : null;

  useEffect(() => {
    if (!contentSlug) return;
    let active = true;
    void lookUpMediaTitle(contentSlug)
      .then((title) => {
        if (active && title) setMediaTitle({ slug: contentSlug, title });
      })
      .catch(() => undefined); // the title-cased slug stays
    return () => {
      active = false;
    };
  }, [contentSlug]);

  if (trail.length === 0) return null;
  const labelled = trail.map((crumb) =>
    mediaTitle && crumb.segment === mediaTitle.slug && crumb === trail[trail.length - 1]
      ? { ...crumb, label: mediaTitle.title }
      : crumb,
  );
  return (
    <Suspense fallback={null}>
      <BreadcrumbList trail={labelled} />
    </Suspense>
  );
}
