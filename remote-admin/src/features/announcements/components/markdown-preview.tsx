import Typography from '@mui/material/Typography';
import { AnnouncementMarkdown } from '@astro/markdown';

/** The announcement as users will see it: the very renderer of the bell's panel. */
export function MarkdownPreview({ source }: { source: string }) {
  if (!source.trim())
    return <Typography color="text.secondary">Nothing to preview yet.</Typography>;
  return <AnnouncementMarkdown source={source} />;
}
