import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef } from 'react';
import { renderMarkdown } from './render-markdown';

const COPIED_MS = 1500;

/** Sanitized markdown; every code block's Copy button puts that block's text on the clipboard. */
export default function MarkdownContent({ text }: { text: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return <MarkdownHtml html={html} />;
}

/**
 * Shows HTML made by `renderMarkdown` (and possibly annotated after it, e.g. with checked claims)
 * with the answer's typography and working Copy buttons.
 */
export function MarkdownHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    // One listener for all buttons: the HTML is replaced on every streamed token.
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>(
        '[data-copy-code]',
      );
      if (!button || !root.contains(button)) return;
      const code = button.closest('.md-code')?.querySelector('code')?.textContent ?? '';
      void navigator.clipboard?.writeText(code).then(
        () => {
          button.textContent = 'Copied';
          button.setAttribute('aria-label', 'Code copied');
          setTimeout(() => {
            button.textContent = 'Copy';
            button.setAttribute('aria-label', 'Copy code');
          }, COPIED_MS);
        },
        () => {
          button.textContent = 'Copy failed';
        },
      );
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, []);

  return (
    <Box
      ref={ref}
      className="markdown-content"
      sx={(theme) => ({
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p': { my: 1 },
        '& h1, & h2, & h3, & h4': { mt: 2, mb: 1, lineHeight: 1.3 },
        '& h1': { fontSize: '1.4rem' },
        '& h2': { fontSize: '1.25rem' },
        '& h3, & h4': { fontSize: '1.1rem' },
        '& ul, & ol': { pl: 3, my: 1 },
        '& a': { color: theme.palette.primary.main, textDecorationThickness: '1px' },
        '& blockquote': {
          borderLeft: `3px solid ${theme.palette.divider}`,
          pl: 2,
          ml: 0,
          color: theme.palette.text.secondary,
        },
        '& :not(pre) > code': {
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '0.9em',
          px: 0.5,
          borderRadius: 0.5,
          bgcolor: theme.palette.action.selected,
        },
        '& .md-code': {
          my: 1.5,
          border: `1px solid ${theme.palette.divider}`,
          borderRadius: 1,
          overflow: 'hidden',
        },
        '& .md-code-bar': {
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          px: 1.5,
          py: 0.5,
          fontSize: '0.8rem',
          color: theme.palette.text.secondary,
          bgcolor: theme.palette.action.hover,
        },
        '& .md-copy': {
          font: 'inherit',
          color: theme.palette.text.primary,
          background: 'transparent',
          border: `1px solid ${theme.palette.divider}`,
          borderRadius: 1,
          px: 1,
          py: 0.25,
          cursor: 'pointer',
          '&:hover': { bgcolor: theme.palette.action.hover },
          '&:focus-visible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
        },
        '& pre': { m: 0, p: 1.5, overflowX: 'auto' },
        '& pre code': {
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '0.875rem',
        },
        '& table': { borderCollapse: 'collapse', my: 1, display: 'block', overflowX: 'auto' },
        '& th, & td': { border: `1px solid ${theme.palette.divider}`, px: 1, py: 0.5 },
        '& img': { maxWidth: '100%' },
      })}
      // The HTML comes from renderMarkdown, which sanitizes it in the markdown pipeline; annotations added
      // after it build their nodes with text content only.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
