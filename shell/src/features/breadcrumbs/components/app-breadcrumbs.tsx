import { useLocation } from '@astro/shared';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { lookUpMediaTitle } from '../api/media-title';
import { breadcrumbTrail, type PageExists } from '../model/breadcrumb-trail';

// Most pages (all main pages) show no trail: its components load only when one is needed.
const BreadcrumbList = lazy(() => import('./breadcrumb-list'));

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
