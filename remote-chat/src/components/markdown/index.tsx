import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';

// The renderer (the markdown pipeline) loads with the first answer, not with the page.
const MarkdownContent = lazy(() => import('./markdown-content'));

/** Sanitized markdown with copyable code blocks; plain text until the renderer has loaded. */
export function Markdown({ text }: { text: string }) {
  return (
    <Suspense
      fallback={
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
      }
    >
      <MarkdownContent text={text} />
    </Suspense>
  );
}
