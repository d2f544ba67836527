import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';

export type { MarkdownUse } from './pipeline';

// The pipeline loads with the first markdown shown, never with the page that may show it.
const AnnouncementMarkdownView = lazy(() => import('./announcement-markdown'));

/**
 * An announcement's markdown, the one renderer for the bell's panel and the admin preview. Until
 * the pipeline has loaded, the text shows as it is.
 */
export function AnnouncementMarkdown({ source }: { source: string }) {
  return (
    <Suspense
      fallback={
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {source}
        </Typography>
      }
    >
      <AnnouncementMarkdownView source={source} />
    </Suspense>
  );
}

/** Sanitised HTML from markdown, for views that annotate it before showing it; loaded on demand. */
export const loadMarkdownToHtml = () => import('./to-html');
