import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { parseLightMarkdown, type Inline } from '../model/light-markdown';

function renderInline(nodes: Inline[]): ReactNode {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={i}>{node.value}</Fragment>;
      case 'strong':
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'code':
        return (
          <Box
            component="code"
            key={i}
            sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}
          >
            {node.value}
          </Box>
        );
      case 'link':
        return (
          <Link key={i} href={node.href} target="_blank" rel="noopener noreferrer">
            {renderInline(node.children)}
          </Link>
        );
    }
  });
}

/** The announcement as users will see it. Headings start at h4 so the page outline stays intact. */
export function MarkdownPreview({ source }: { source: string }) {
  const blocks = parseLightMarkdown(source);
  if (blocks.length === 0)
    return <Typography color="text.secondary">Nothing to preview yet.</Typography>;
  return (
    <Box sx={{ '& > *:first-of-type': { mt: 0 }, overflowWrap: 'anywhere' }}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading':
            return (
              <Typography
                key={i}
                component={`h${Math.min(6, block.level + 3)}` as 'h4'}
                variant="subtitle1"
                sx={{ fontWeight: 700, mt: 1.5 }}
              >
                {renderInline(block.children)}
              </Typography>
            );
          case 'paragraph':
            return (
              <Typography key={i} sx={{ my: 1 }}>
                {renderInline(block.children)}
              </Typography>
            );
          case 'list': {
            const tag = block.ordered ? 'ol' : 'ul';
            return (
              <Box component={tag} key={i} sx={{ my: 1, pl: 3 }}>
                {block.items.map((item, j) => (
                  <li key={j}>{renderInline(item)}</li>
                ))}
              </Box>
            );
          }
          case 'code':
            return (
              <Box
                component="pre"
                key={i}
                sx={{
                  fontFamily: 'monospace',
                  bgcolor: 'action.hover',
                  p: 1,
                  borderRadius: 1,
                  overflowX: 'auto',
                }}
              >
                {block.value}
              </Box>
            );
        }
      })}
    </Box>
  );
}
