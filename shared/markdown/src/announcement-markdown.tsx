import Box from '@mui/material/Box';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { useMemo } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { markdownToHast } from './pipeline';

/**
 * An announcement as users see it, in the bell's panel and in the admin preview alike: the
 * sanitised tree becomes React elements, so no HTML string ever reaches the DOM.
 */
export default function AnnouncementMarkdown({ source }: { source: string }) {
  const content = useMemo(
    () => toJsxRuntime(markdownToHast(source, 'announcement'), { Fragment, jsx, jsxs }),
    [source],
  );
  return (
    <Box
      className="markdown-content"
      sx={{
        typography: 'body2',
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p, & ul, & ol, & pre, & blockquote': { my: 0.5 },
        '& h4, & h5, & h6': { typography: 'subtitle2', fontWeight: 700, mt: 1, mb: 0.5 },
        '& ul, & ol': { pl: 3 },
        '& a': { color: 'primary.main' },
        '& code': {
          fontFamily: 'monospace',
          fontSize: '0.9em',
          px: 0.5,
          borderRadius: 0.5,
          bgcolor: 'action.hover',
        },
        '& pre': {
          p: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflowX: 'auto',
          fontSize: '0.8rem',
        },
        '& pre code': { p: 0, bgcolor: 'transparent' },
        '& blockquote': {
          borderLeft: 3,
          borderColor: 'divider',
          pl: 1.5,
          mx: 0,
          color: 'text.secondary',
        },
      }}
    >
      {content}
    </Box>
  );
}
