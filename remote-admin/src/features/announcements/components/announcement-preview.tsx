import Typography from '@mui/material/Typography';
import { MarkdownPreview } from './markdown-preview';

/** The announcement being edited, beside the form. */
export function AnnouncementPreview({ title, content }: { title: string; content: string }) {
  return (
    <>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
        {title || 'Untitled'}
      </Typography>
      <MarkdownPreview source={content} />
    </>
  );
}
